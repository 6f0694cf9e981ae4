import { cn } from '../../lib/cn';
import { focusRing } from './button-styles';

/**
 * A row of pressed / not-pressed buttons that picks which part of a list shows (staff's queues):
 * one is pressed at a time, and choosing another calls `onChange`.
 */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  /** What the group chooses, for screen readers ("Ads to show"). */
  label: string;
  options: ReadonlyArray<{ status: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.status}
          type="button"
          aria-pressed={option.status === value}
          onClick={() => onChange(option.status)}
          className={cn(
            'h-11 rounded-full border px-4 text-sm font-semibold',
            focusRing,
            option.status === value
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

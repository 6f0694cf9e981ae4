import { useId } from 'react';
import { focusRing } from './button-styles';
import { cn } from '../../lib/cn';

interface SettingsSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  /** A short tag after the label, e.g. "Not yet available". */
  tag?: string;
  onChange: (checked: boolean) => void;
}

/** One Account Settings toggle: a button with the switch role, named by its label. */
export function SettingsSwitch({
  label,
  description,
  checked,
  disabled,
  tag,
  onChange,
}: SettingsSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span id={`${id}-label`}>{label}</span>
          {tag && (
            <span
              id={`${id}-tag`}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
            >
              {tag}
            </span>
          )}
        </p>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={tag ? `${id}-tag ${id}-description` : `${id}-description`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60',
          checked ? 'bg-brand-700' : 'bg-slate-400',
          focusRing,
        )}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}

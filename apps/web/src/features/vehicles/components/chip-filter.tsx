import type { IdName } from '@carmarket/shared/reference';
import { Check } from 'lucide-react';
import { focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';

/** A chip may show how many live ads it would find (the Model filter does). */
export type ChipOption = IdName & { count?: number };

interface ChipFilterProps {
  /** Names the group for screen readers, e.g. "Brand". */
  label: string;
  options: ChipOption[];
  selected: number[];
  onChange: (selected: number[]) => void;
}

const countFormat = new Intl.NumberFormat('en-US');

/** Toggle chips (spec section 2): each is a button that is pressed or not. */
export function ChipFilter({ label, options, selected, onChange }: ChipFilterProps) {
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = selected.includes(option.id);
        return (
          <li key={option.id}>
            <button
              type="button"
              aria-pressed={pressed}
              // Read as "Fit, 12 cars": the count alone would sound like part of the name.
              aria-label={
                option.count === undefined
                  ? undefined
                  : `${option.name}, ${countFormat.format(option.count)} ${option.count === 1 ? 'car' : 'cars'}`
              }
              onClick={() => toggle(option.id)}
              className={cn(
                'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
                focusRing,
              )}
            >
              {pressed && <Check aria-hidden className="size-3.5" />}
              {option.name}
              {option.count !== undefined && (
                <span
                  className={cn(
                    'text-xs font-normal tabular-nums',
                    pressed ? 'text-white' : 'text-slate-600',
                  )}
                >
                  {countFormat.format(option.count)}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

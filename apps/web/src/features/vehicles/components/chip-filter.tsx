import type { IdName } from '@carmarket/shared/reference';
import { Check } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useAppRuns } from '../../../lib/hydration';
import { useT } from '../../../lib/i18n';

/** A chip may show how many live ads it would find (the Model filter does). */
export type ChipOption = IdName & { count?: number };

interface ChipFilterProps {
  /** Names the group for screen readers, e.g. "Brand". */
  label: string;
  /**
   * The address parameter the chosen ids are sent as when the panel is submitted as a plain form
   * (no JavaScript): `brand` sends `brand=3&brand=7`. None for chips that only work with it.
   */
  name?: string;
  options: ChipOption[];
  selected: number[];
  onChange: (selected: number[]) => void;
}

const countFormat = new Intl.NumberFormat('en-US');

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/** Arrow keys, Home and End move between the chips of a group. */
function moveBetweenChips(event: KeyboardEvent<HTMLUListElement>) {
  const step = STEPS[event.key];
  const chips = [...event.currentTarget.querySelectorAll('input')];
  const index = chips.indexOf(event.target as HTMLInputElement);
  if (!step || index < 0) return;
  event.preventDefault();
  chips[step(index, chips.length - 1)]?.focus();
}

/**
 * Toggle chips (spec section 2): each is a button that is pressed or not (ToggleChip). Once the
 * app runs, a group is one Tab stop (the chip last used, else the first pressed, else the first)
 * and the arrow keys move within it, so the results are a few Tab presses away from any chip
 * (issue 38: 58 with 30 brands). Before it runs every chip is a Tab stop of the plain form.
 */
export function ChipFilter({ label, name, options, selected, onChange }: ChipFilterProps) {
  const { t } = useT();
  const isRoving = useAppRuns();
  const [current, setCurrent] = useState<number | null>(null);
  const stop = options.some((option) => option.id === current)
    ? current
    : (options.find((option) => selected.includes(option.id)) ?? options[0])?.id;
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  return (
    <ul
      aria-label={label}
      className="flex flex-wrap gap-2"
      onKeyDown={moveBetweenChips}
      onFocus={(event) => {
        const chip = event.target;
        if (chip instanceof HTMLInputElement) setCurrent(Number(chip.value));
      }}
    >
      {options.map((option) => (
        <li key={option.id}>
          <ToggleChip
            name={name}
            value={String(option.id)}
            pressed={selected.includes(option.id)}
            onToggle={() => toggle(option.id)}
            tabIndex={isRoving && option.id !== stop ? -1 : undefined}
            // "Fit 12 cars": the count alone would sound like part of the name; the name starts
            // with what the chip shows ("Fit 12"), for those who speak the visible words.
            label={
              option.count === undefined
                ? option.name
                : t('{name} {count, plural, one {# car} other {# cars}}', {
                    name: option.name,
                    count: option.count,
                  })
            }
          >
            {option.name}
            {option.count !== undefined && (
              <span className="text-xs font-normal text-slate-600 tabular-nums group-has-checked:text-white">
                {countFormat.format(option.count)}
              </span>
            )}
          </ToggleChip>
        </li>
      ))}
    </ul>
  );
}

interface ToggleChipProps {
  /** The address parameter the chip is sent as in the plain form; none for chips that need JS. */
  name?: string | undefined;
  /** What the plain form sends for it when ticked: `brand=3`, `verifiedOnly=true`. */
  value: string;
  pressed: boolean;
  onToggle: () => void;
  /** The chip's name for screen readers. */
  label: string;
  /** The id of a sentence that says more about the chip. */
  describedBy?: string;
  /** What the chip shows, said already by `label`. */
  children: ReactNode;
  /** -1 for the chips of a group that are not its Tab stop. */
  tabIndex?: number | undefined;
}

/**
 * One toggle chip. Under it is a checkbox (ARIA in HTML allows one the button role with
 * `aria-pressed`), laid over the whole chip, so the chips also work in the filter panel's plain
 * form before or without JavaScript; the chip's look follows the box's checked state in CSS,
 * which is the pressed state once the app runs.
 */
export function ToggleChip({
  name,
  value,
  pressed,
  onToggle,
  label,
  describedBy,
  children,
  tabIndex,
}: ToggleChipProps) {
  return (
    <label
      className={cn(
        'group relative inline-flex min-h-9 cursor-pointer items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
        'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
        'has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-checked:hover:bg-brand-800',
        'has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2',
      )}
    >
      <input
        type="checkbox"
        role="button"
        aria-pressed={pressed}
        name={name}
        value={value}
        checked={pressed}
        // Named here rather than by the label around it, which a button role does not read
        // everywhere.
        aria-label={label}
        aria-describedby={describedBy}
        tabIndex={tabIndex}
        onChange={onToggle}
        onKeyDown={(event) => {
          // A button answers Enter as well as Space; in the form Enter would submit it.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onToggle();
        }}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0 focus:outline-none"
      />
      {/* What the box's name already says, so it is not read twice. */}
      <span aria-hidden className="contents">
        <Check className="hidden size-3.5 group-has-checked:block" />
        {children}
      </span>
    </label>
  );
}

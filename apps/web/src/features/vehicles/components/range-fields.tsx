import { SearchQuerySchema } from '@carmarket/shared/vehicle-search';
import { useId, useState } from 'react';
import { inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';

type MileageRange = { mileageMin: number | undefined; mileageMax: number | undefined };

interface MileageRangeFilterProps {
  min: number | undefined;
  max: number | undefined;
  /** Called as the buyer types, with a range the search accepts. */
  onChange: (range: MileageRange) => void;
}

const milesFormat = new Intl.NumberFormat('en-US');
const show = (miles: number | undefined) => (miles === undefined ? '' : milesFormat.format(miles));

type ReadRange =
  | { range: MileageRange; error: null }
  | { range: null; error: { field: 'min' | 'max'; message: string } };

/**
 * Reads the two boxes with the search's own rules and messages. People write "68,000" or
 * "68 000": separators are not part of the number.
 */
function readRange(text: { min: string; max: string }): ReadRange {
  const parsed = SearchQuerySchema.safeParse({
    mileageMin: text.min.replace(/[,\s]/g, ''),
    mileageMax: text.max.replace(/[,\s]/g, ''),
  });
  if (parsed.success) {
    const { mileageMin, mileageMax } = parsed.data;
    return { range: { mileageMin, mileageMax }, error: null };
  }
  const issue = parsed.error.issues[0];
  return {
    range: null,
    error: {
      field: issue?.path[0] === 'mileageMax' ? 'max' : 'min',
      message: issue?.message ?? 'Mileage must be a whole number of miles',
    },
  };
}

/** Two boxes in miles; an empty box means no limit on that side. */
export function MileageRangeFilter({ min, max, onChange }: MileageRangeFilterProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState({ min: show(min), max: show(max) });
  // What the boxes last showed or sent; a different value came from elsewhere (Reset, Back).
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setText({ min: show(min), max: show(max) });
  }
  const { error } = readRange(text);

  const type = (end: 'min' | 'max', value: string) => {
    const next = { ...text, [end]: value };
    setText(next);
    const { range } = readRange(next);
    if (!range) return;
    setShown({ min: range.mileageMin, max: range.mileageMax });
    if (range.mileageMin !== min || range.mileageMax !== max) onChange(range);
  };

  const box = (end: 'min' | 'max') => {
    const invalid = error?.field === end;
    return (
      <div className="min-w-0">
        <label htmlFor={`${id}-${end}`} className="mb-1 block text-sm text-slate-700">
          {end === 'min' ? 'Min' : 'Max'}
          <span className="sr-only"> mileage in miles</span>
        </label>
        <div className="relative">
          <input
            id={`${id}-${end}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Any"
            value={text[end]}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => type(end, event.currentTarget.value)}
            className={cn(inputStyles, 'h-11 py-2 pr-9 pl-3 tabular-nums')}
          />
          <span
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500"
          >
            mi
          </span>
        </div>
      </div>
    );
  };

  return (
    <div>
      <div className="grid grid-cols-2 gap-3">
        {box('min')}
        {box('max')}
      </div>
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
            {error.message}
          </p>
        )}
      </div>
    </div>
  );
}

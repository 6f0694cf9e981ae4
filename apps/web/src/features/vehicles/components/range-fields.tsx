import { msg } from '@carmarket/shared/i18n/translate';
import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useTypedText } from '../hooks/use-typed-text';
import { withoutSeparators } from '../number-text';
import { caretAfterDigits, digitsBefore, groupThousands, showWholeNumber } from '../typed-number';
import { parseSearchQuery } from '../search-query';

export type Range = { min: number | undefined; max: number | undefined };

/** The search parameters a pair of boxes fills (the price's or the mileage's). */
export type RangeKeys = { min: 'min'; max: 'max' } | { min: 'mileageMin'; max: 'mileageMax' };

type ReadRange =
  { range: Range; error: null } | { range: null; error: { end: 'min' | 'max'; message: string } };

/** Reads the two boxes with the search's own rules and messages. */
function readRange(keys: RangeKeys, text: { min: string; max: string }): ReadRange {
  const parsed = parseSearchQuery({
    [keys.min]: withoutSeparators(text.min),
    [keys.max]: withoutSeparators(text.max),
  });
  if (parsed.success) {
    return { range: { min: parsed.data[keys.min], max: parsed.data[keys.max] }, error: null };
  }
  const issue = parsed.issues[0];
  return {
    range: null,
    error: {
      end: issue?.path[0] === keys.max ? 'max' : 'min',
      message: issue?.message ?? msg('Type a whole number'),
    },
  };
}

const keyOf = (range: Range) => `${range.min ?? ''}-${range.max ?? ''}`;

interface RangeFieldsProps {
  keys: RangeKeys;
  /** Read after Min and Max by screen readers: "Min price in rupees". */
  hiddenName: string;
  /** Shown at the end of each box, e.g. "mi". */
  unit?: string;
  min: number | undefined;
  max: number | undefined;
  /** Called as the buyer types, with a range the search accepts. */
  onChange: (range: Range) => void;
}

/**
 * Two boxes for a range of whole numbers; an empty box means no limit on that side. Digits are
 * grouped in thousands as they are typed, the caret staying after the digit it followed, and the
 * boxes never lose a key to the address bar catching up (hooks/use-typed-text.ts).
 */
export function RangeFields({ keys, hiddenName, unit, min, max, onChange }: RangeFieldsProps) {
  const { t } = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useTypedText(keyOf({ min, max }), () => ({
    min: showWholeNumber(min),
    max: showWholeNumber(max),
  }));
  const { error } = readRange(keys, text);

  const type = (end: 'min' | 'max', event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const grouped = groupThousands(input.value);
    if (grouped !== input.value) {
      const digits = digitsBefore(input.value, input.selectionStart ?? input.value.length);
      // Written here, before React renders the same text, so the caret does not jump to the end.
      input.value = grouped;
      const caret = caretAfterDigits(grouped, digits);
      input.setSelectionRange(caret, caret);
    }
    const next = { ...text, [end]: grouped };
    const { range } = readRange(keys, next);
    const changed = range !== null && (range.min !== min || range.max !== max);
    setText(next, changed ? keyOf(range) : undefined);
    if (changed) onChange(range);
  };

  const box = (end: 'min' | 'max') => {
    const invalid = error?.end === end;
    return (
      <div className="min-w-0">
        <label htmlFor={`${id}-${end}`} className="mb-1 block text-sm text-slate-700">
          {end === 'min' ? t('Min') : t('Max')}
          <span className="sr-only"> {hiddenName}</span>
        </label>
        <div className="relative">
          <input
            id={`${id}-${end}`}
            name={keys[end]}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('Any')}
            value={text[end]}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => type(end, event)}
            className={cn(inputStyles, 'h-11 px-3 py-2 tabular-nums', unit && 'pr-9')}
          />
          {unit && (
            <span
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500"
            >
              {unit}
            </span>
          )}
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
            {/* The search's own sentence, as the shared schema says it (its catalog translates it). */}
            {t(error.message)}
          </p>
        )}
      </div>
    </div>
  );
}

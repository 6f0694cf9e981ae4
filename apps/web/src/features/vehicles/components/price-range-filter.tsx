import { formatListingPrice } from '@carmarket/shared/format';
import { msg } from '@carmarket/shared/i18n/translate';
import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { ChipFilter } from './chip-filter';
import { RangeFields, type Range } from './range-fields';
import { hiddenWithoutScripts } from './scripting-classes';

/** Spec section 9: the price sliders move in steps of 1,000. */
export const PRICE_STEP = 1_000;

/** One tap for the budgets most buyers have in mind (decisions/061-phone-search-page.md). */
export const PRICE_RANGES = [
  { id: 1, name: msg('Under 2M'), min: undefined, max: 2_000_000 },
  { id: 2, name: msg('2–5M'), min: 2_000_000, max: 5_000_000 },
  { id: 3, name: msg('5–10M'), min: 5_000_000, max: 10_000_000 },
  { id: 4, name: msg('10M+'), min: 10_000_000, max: undefined },
] as const;

interface PriceRangeFilterProps {
  /** The live price range from the server, widened to whole steps. */
  bounds: { min: number; max: number };
  min: number | undefined;
  max: number | undefined;
  /** `typing` is set for a key typed into a box (it replaces the history entry). */
  onChange: (range: Range, options?: { typing?: boolean }) => void;
}

export function priceBounds(minPrice: number, maxPrice: number) {
  const min = Math.floor(minPrice / PRICE_STEP) * PRICE_STEP;
  return { min, max: Math.max(min + PRICE_STEP, Math.ceil(maxPrice / PRICE_STEP) * PRICE_STEP) };
}

/**
 * One-tap ranges, two boxes to type a price into, and two sliders; an empty box or a thumb at its
 * end of the range means "no limit" on that side.
 */
export function PriceRangeFilter({ bounds, min, max, onChange }: PriceRangeFilterProps) {
  const { t } = useT();
  const id = useId();
  const low = Math.min(Math.max(min ?? bounds.min, bounds.min), bounds.max);
  const high = Math.max(Math.min(max ?? bounds.max, bounds.max), low);
  const set = (nextLow: number, nextHigh: number) =>
    onChange({
      min: nextLow <= bounds.min ? undefined : nextLow,
      max: nextHigh >= bounds.max ? undefined : nextHigh,
    });
  const slider =
    'block h-2 w-full cursor-pointer accent-brand-700 rounded-full focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4 focus-visible:outline-none';
  const chosen = PRICE_RANGES.find((range) => range.min === min && range.max === max);
  return (
    <div className="space-y-4">
      {/* A range sets two parameters, which a plain form's chip cannot: the boxes below can. */}
      <div className={hiddenWithoutScripts}>
        <ChipFilter
          label={t('Price ranges')}
          options={PRICE_RANGES.map((range) => ({ ...range, name: t(range.name) }))}
          selected={chosen ? [chosen.id] : []}
          onChange={(selected) => {
            // A tap on another range replaces the chosen one; a tap on the chosen one clears it.
            const tapped = PRICE_RANGES.find((range) => range.id === selected.at(-1));
            onChange(
              tapped && tapped !== chosen
                ? { min: tapped.min, max: tapped.max }
                : { min: undefined, max: undefined },
            );
          }}
        />
      </div>
      <RangeFields
        keys={{ min: 'min', max: 'max' }}
        hiddenName={t('price in rupees')}
        min={min}
        max={max}
        onChange={(range) => onChange(range, { typing: true })}
      />
      <p className="flex flex-wrap justify-between gap-x-3 text-sm font-semibold text-brand-800 tabular-nums">
        <span>{formatListingPrice(low)}</span>
        <span aria-hidden>–</span>
        <span>{formatListingPrice(high)}</span>
      </p>
      <div className={hiddenWithoutScripts}>
        <label htmlFor={`${id}-min`} className="mb-1 block text-sm text-slate-700">
          {t('Minimum price')}
        </label>
        <input
          id={`${id}-min`}
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={PRICE_STEP}
          value={low}
          aria-valuetext={formatListingPrice(low)}
          onChange={(event) => {
            const value = event.currentTarget.valueAsNumber;
            set(value, Math.max(value, high));
          }}
          className={slider}
        />
      </div>
      <div className={hiddenWithoutScripts}>
        <label htmlFor={`${id}-max`} className="mb-1 block text-sm text-slate-700">
          {t('Maximum price')}
        </label>
        <input
          id={`${id}-max`}
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={PRICE_STEP}
          value={high}
          aria-valuetext={formatListingPrice(high)}
          onChange={(event) => {
            const value = event.currentTarget.valueAsNumber;
            set(Math.min(low, value), value);
          }}
          className={slider}
        />
      </div>
    </div>
  );
}

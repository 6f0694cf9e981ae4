import { formatListingPrice } from '@carmarket/shared/format';
import { useId } from 'react';

/** Spec section 9: the price sliders move in steps of 1,000. */
export const PRICE_STEP = 1_000;

interface PriceRangeFilterProps {
  /** The live price range from the server, widened to whole steps. */
  bounds: { min: number; max: number };
  min: number | undefined;
  max: number | undefined;
  onChange: (range: { min: number | undefined; max: number | undefined }) => void;
}

export function priceBounds(minPrice: number, maxPrice: number) {
  const min = Math.floor(minPrice / PRICE_STEP) * PRICE_STEP;
  return { min, max: Math.max(min + PRICE_STEP, Math.ceil(maxPrice / PRICE_STEP) * PRICE_STEP) };
}

/** Two sliders; a thumb at its end of the range means "no limit" on that side. */
export function PriceRangeFilter({ bounds, min, max, onChange }: PriceRangeFilterProps) {
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
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap justify-between gap-x-3 text-sm font-semibold text-brand-800 tabular-nums">
        <span>{formatListingPrice(low)}</span>
        <span aria-hidden>–</span>
        <span>{formatListingPrice(high)}</span>
      </p>
      <div>
        <label htmlFor={`${id}-min`} className="mb-1 block text-sm text-slate-700">
          Minimum price
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
      <div>
        <label htmlFor={`${id}-max`} className="mb-1 block text-sm text-slate-700">
          Maximum price
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

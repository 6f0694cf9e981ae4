import { formatCompactPriceRange } from '@carmarket/shared/compact-price';
import { MARKET_RULES } from '@carmarket/shared/market-rules';
import type { PriceBand } from '@carmarket/shared/market-insights';
import { MONEY_PATTERN } from '@carmarket/shared/money-pattern';
import { msg } from '@carmarket/shared/i18n/translate';
import { TriangleAlert } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { usePriceBand } from '../api/get-price-band';
import { useVehicleModels } from '../api/get-vehicle-models';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** How long the wizard waits after the last key before it asks for a band. */
export const PRICE_BAND_DELAY_MS = 500;

const SIMILAR = msg('Similar cars sell for {range}');
const TOO_LOW = msg('This price is much lower than similar cars — check the price.');
const TOO_HIGH = msg('This price is much higher than similar cars — check the price.');

/** Whether `price` is more than `wizardWarnShare` below or above the band; null inside it. */
export function priceWarning(price: number, band: PriceBand): 'low' | 'high' | null {
  if (price < band.low * (1 - MARKET_RULES.wizardWarnShare)) return 'low';
  if (price > band.high * (1 + MARKET_RULES.wizardWarnShare)) return 'high';
  return null;
}

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text) : null);

export interface WizardPriceBandProps {
  makeId: number;
  /** The model as typed; the band is asked only for a model the catalogue knows. */
  model: string;
  yom: string;
  mileage: string;
  price: string;
}

/**
 * Issue 37: under the wizard's price, "Similar cars sell for Rs. 6.2M – 6.9M", and a warning,
 * never a block, when the price typed is far outside it. Asked once the typing stops; silent
 * while the car is incomplete, without a band, or when the request fails.
 */
export function WizardPriceBand({ makeId, model, yom, mileage, price }: WizardPriceBandProps) {
  const { t } = useT();
  const models = useVehicleModels([makeId], { enabled: makeId > 0 });
  const typedModel = model.trim().toLowerCase();
  const modelId = models.data?.find((entry) => entry.name.toLowerCase() === typedModel)?.id;
  const year = wholeNumber(yom);
  const miles = wholeNumber(mileage);
  const query =
    makeId > 0 && modelId !== undefined && year !== null && miles !== null
      ? { makeId, modelId, yom: year, mileage: miles }
      : null;
  const debounced = useDebouncedValue(query, PRICE_BAND_DELAY_MS);
  // A query from before the last change is never used: its car is no longer the one entered.
  const settled = JSON.stringify(debounced) === JSON.stringify(query) ? debounced : null;
  const band = usePriceBand(settled).data?.band;
  if (!settled || !band) return null;
  const typed = price.trim();
  const warning = MONEY_PATTERN.test(typed) ? priceWarning(Number(typed), band) : null;
  return (
    <div aria-live="polite" className="mt-2 space-y-1 text-sm">
      <p className="text-slate-700 tabular-nums">
        {t(SIMILAR, { range: formatCompactPriceRange(band.low, band.high) })}
      </p>
      {warning && (
        <p className="flex items-start gap-1.5 font-medium text-amber-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0">{t(warning === 'low' ? TOO_LOW : TOO_HIGH)}</span>
        </p>
      )}
    </div>
  );
}

import { msg } from '@carmarket/shared/i18n/translate';
import {
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearchFrequency,
} from '@carmarket/shared/saved-search';
import { useT } from '../../../lib/i18n';

/**
 * How each frequency reads to a person (the digest's time is Sri Lanka's), in English: shown
 * through t().
 */
export const FREQUENCY_LABELS: Record<SavedSearchFrequency, { label: string; hint: string }> = {
  instant: { label: msg('Instantly'), hint: msg('An e-mail within a minute of a new match.') },
  daily: { label: msg('Once a day'), hint: msg('One e-mail at 8:00 with the day’s new matches.') },
};

/** The frequency as radio buttons: arrow keys move between them, as everywhere. */
export function FrequencyChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: SavedSearchFrequency;
  onChange: (value: SavedSearchFrequency) => void;
}) {
  const { t } = useT();
  return (
    <fieldset>
      <legend className="mb-2 block text-sm font-semibold text-slate-800">
        {t('E-mail me about new cars')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
          <label
            key={frequency}
            className="flex cursor-pointer gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={frequency}
              checked={value === frequency}
              onChange={() => onChange(frequency)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">
                {t(FREQUENCY_LABELS[frequency].label)}
              </span>
              <span className="block text-sm text-slate-600">
                {t(FREQUENCY_LABELS[frequency].hint)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

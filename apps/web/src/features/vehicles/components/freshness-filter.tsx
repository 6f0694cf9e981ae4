import { LISTED_WITHIN_DAYS } from '@carmarket/shared/search-days';
import { useId } from 'react';
import { inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { ToggleChip } from './chip-filter';

interface FreshnessFilterProps {
  listedWithinDays: number | undefined;
  confirmedWithinDays: number | undefined;
  onChange: (change: {
    listedWithinDays?: number | undefined;
    confirmedWithinDays?: number | undefined;
  }) => void;
}

/**
 * Issue 37: "Listed in the last …" (1, 3, 7, 14 or 30 days) and "Confirmed this week", as the
 * address writes them (`listedWithinDays=7`, `confirmedWithinDays=7`), so the plain form sends
 * the same.
 */
export function FreshnessFilter({
  listedWithinDays,
  confirmedWithinDays,
  onChange,
}: FreshnessFilterProps) {
  const { t } = useT();
  const id = useId();
  const confirmed = confirmedWithinDays !== undefined;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm text-slate-700">
          {t('Listed in the last')}
        </label>
        <select
          id={id}
          name="listedWithinDays"
          value={listedWithinDays ?? ''}
          onChange={(event) => {
            const text = event.currentTarget.value;
            onChange({ listedWithinDays: text ? Number(text) : undefined });
          }}
          className={cn(inputStyles, 'h-11 py-2 pr-8 pl-3')}
        >
          <option value="">{t('Any time')}</option>
          {LISTED_WITHIN_DAYS.map((days) => (
            <option key={days} value={days}>
              {t('{count, plural, one {# day} other {# days}}', { count: days })}
            </option>
          ))}
        </select>
      </div>
      <ToggleChip
        name="confirmedWithinDays"
        value="7"
        pressed={confirmed}
        onToggle={() => onChange({ confirmedWithinDays: confirmed ? undefined : 7 })}
        label={t('Confirmed this week')}
      >
        {t('Confirmed this week')}
      </ToggleChip>
    </div>
  );
}

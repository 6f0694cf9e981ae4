import { latestModelYear, SEARCH_LIMITS } from '@carmarket/shared/search-limits';
import { useId } from 'react';
import { inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

interface YearRangeFilterProps {
  from: number | undefined;
  to: number | undefined;
  onChange: (range: { yomMin: number | undefined; yomMax: number | undefined }) => void;
}

/** Newest first: most buyers look at recent years. */
function yearsOffered(): number[] {
  const latest = latestModelYear();
  return Array.from({ length: latest - SEARCH_LIMITS.minYear + 1 }, (_, index) => latest - index);
}

/**
 * Two selects of the years a search may name (1950 to next year). A choice that crosses the
 * other end moves that end with it, as the price sliders do, so the range is never refused.
 */
export function YearRangeFilter({ from, to, onChange }: YearRangeFilterProps) {
  const { t } = useT();
  const id = useId();
  const years = yearsOffered();
  const read = (text: string) => (text ? Number(text) : undefined);
  const select = (
    end: 'from' | 'to',
    value: number | undefined,
    set: (year: number | undefined) => void,
  ) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${end}`} className="mb-1 block text-sm text-slate-700">
        {end === 'from' ? t('From') : t('To')}
        <span className="sr-only"> {t('year')}</span>
      </label>
      <select
        id={`${id}-${end}`}
        name={end === 'from' ? 'yomMin' : 'yomMax'}
        value={value ?? ''}
        onChange={(event) => set(read(event.currentTarget.value))}
        className={cn(inputStyles, 'h-11 py-2 pr-8 pl-3')}
      >
        <option value="">{t('Any')}</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="grid grid-cols-2 gap-3">
      {select('from', from, (year) =>
        onChange({
          yomMin: year,
          yomMax: year !== undefined && to !== undefined && to < year ? year : to,
        }),
      )}
      {select('to', to, (year) =>
        onChange({
          yomMin: year !== undefined && from !== undefined && from > year ? year : from,
          yomMax: year,
        }),
      )}
    </div>
  );
}

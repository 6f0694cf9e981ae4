import { msg } from '@carmarket/shared/i18n/translate';
import type { NearbyDrop } from '@carmarket/shared/vehicle-search';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n';
import { useNearbySearches } from '../api/get-nearby-searches';
import type { SearchVehiclesParams } from '../api/search-vehicles';
import { parseSearchState, searchAddress } from '../search-state';

/** What each nearby search leaves out, as its link says it. */
const DROPPED: Record<NearbyDrop, string> = {
  model: msg('Any model'),
  price: msg('Any price'),
  year: msg('Any year'),
  mileage: msg('Any mileage'),
  town: msg('Any town'),
  city: msg('All Cities'),
  q: msg('Without your words'),
  brand: msg('Any make'),
  fuelType: msg('Any fuel'),
  condition: msg('Any condition'),
  types: msg('Any body type'),
  transmission: msg('Any transmission'),
  registration: msg('Registered or not'),
  verifiedOnly: msg('Any seller'),
  listedWithinDays: msg('Listed at any time'),
  confirmedWithinDays: msg('Confirmed or not'),
};
const NEARBY_CARS = msg('{label}: {count, plural, one {# car} other {# cars}}');

/**
 * "No cars match your search", a heading (axe p-as-heading, issue 38), with ways out: Clear
 * filters when any filter is on, and the nearest searches that have cars (the same search with
 * one filter left out, counted by the API). In the filter panels' module, so Buy Car's first load
 * carries none of it.
 */
export function NoResults({
  params,
  onClearFilters,
}: {
  params: SearchVehiclesParams;
  onClearFilters: (() => void) | undefined;
}) {
  const { t } = useT();
  const nearby = useNearbySearches(params).data?.searches ?? [];
  return (
    <div className="rounded-(--radius-card) bg-white px-6 py-14 text-center ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-slate-900">{t('No cars match your search')}</h2>
      <p className="mt-2 text-sm text-slate-600">
        {t('Try fewer filters, a wider price range or another keyword.')}
      </p>
      {nearby.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">
            {t('Searches close to yours that have cars')}
          </h3>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {nearby.map((search) => (
              <li key={search.dropped} className="min-w-0">
                <Link
                  to={searchAddress(parseSearchState(new URLSearchParams(search.params)))}
                  className={buttonStyles({
                    variant: 'secondary',
                    className: 'h-auto min-h-11 max-w-full whitespace-normal wrap-anywhere',
                  })}
                >
                  {t(NEARBY_CARS, { label: t(DROPPED[search.dropped]), count: search.count })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {onClearFilters && (
        <button
          type="button"
          onClick={onClearFilters}
          className={buttonStyles({ className: 'mt-5' })}
        >
          {t('Clear filters')}
        </button>
      )}
    </div>
  );
}

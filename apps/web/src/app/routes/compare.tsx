import type { CompareResponse } from '@carmarket/shared/market-insights';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { buttonStyles } from '../../components/ui/button-styles';
import { paths } from '../../config/paths';
import { CompareTable } from '../../features/vehicles/components/compare-table';
import { apiGet, expectJson } from '../../lib/api-client';
import { useT } from '../../lib/i18n';

/**
 * The browser's compare list, loaded when the page changes it: imported statically it would be
 * a chunk the entry's preload map names (every first load carries that map).
 */
const setCompareList = (ids: number[]) =>
  import('../../features/vehicles/recently-viewed-store').then((store) =>
    store.localCompareCars.set(ids),
  );

/** GET /api/vehicles/compare?ids=: the cars side by side and the API's sentence. */
function useCompare(ids: string) {
  return useQuery({
    queryKey: ['compare', ids],
    queryFn: ({ signal }) =>
      apiGet('/vehicles/compare', expectJson<CompareResponse>(), { query: { ids }, signal }),
    enabled: ids !== '',
  });
}

/**
 * `/compare?ids=1,2,3` (issue 37): the cars side by side. The address is the comparison, so it
 * can be shared; a link with cars that are gone, repeated or too many shows the rest and the
 * API's sentence.
 */
export function CompareRoute() {
  const { t } = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = (params.get('ids') ?? '').trim();
  const { data, error, isPending } = useCompare(ids);

  // The browser's list follows the comparison the person is looking at.
  const shown = data?.cars.map((car) => car.id).join(',');
  useEffect(() => {
    if (shown !== undefined) void setCompareList(shown === '' ? [] : shown.split(',').map(Number));
  }, [shown]);

  const remove = (id: number) => {
    const rest = (data?.cars ?? []).map((car) => car.id).filter((other) => other !== id);
    void setCompareList(rest);
    void navigate(rest.length > 0 ? `${paths.compare}?ids=${rest.join(',')}` : paths.compare, {
      replace: true,
    });
  };

  return (
    <PageContainer className="py-8 sm:py-10">
      <PageHeader
        title={t('Compare cars')}
        intro={t('Up to 3 cars side by side. Share this page’s address to show someone else.')}
      />
      <div className="mt-6 space-y-4">
        {data?.message && (
          <p
            role="status"
            className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
          >
            {data.message}
          </p>
        )}
        {error && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900"
          >
            {error.message}
          </p>
        )}
        {ids !== '' && isPending && <p className="text-slate-600">{t('Loading cars')}</p>}
        {data && data.cars.length > 0 && <CompareTable cars={data.cars} onRemove={remove} />}
        {(ids === '' || (data && data.cars.length === 0)) && (
          <div className="rounded-xl border border-slate-200 p-6">
            <p className="text-slate-700">
              {t('Choose up to 3 cars to compare with “Add to compare” on their pages.')}
            </p>
            <Link to={paths.buyCar} className={buttonStyles({ className: 'mt-4' })}>
              {t('Browse all cars')}
            </Link>
          </div>
        )}
      </div>
    </PageContainer>
  );
}

import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { BREADCRUMBS_HEIGHT } from './listing-breadcrumbs';

const block = 'rounded-(--radius-card) bg-slate-100';

/**
 * Holds the place of an ad's page while it loads, in VehicleDetails' grid: the 4:3 gallery, the
 * title and price, the facts and the seller's panel, so the footer does not jump up the screen
 * and back when the car arrives (issue 17: the detail page's layout shift was 0.5 to 0.8).
 */
export function VehicleDetailsSkeleton() {
  const { t } = useT();
  return (
    <div role="status" aria-label={t('Loading the car')}>
      {/* The breadcrumbs' line, so the gallery does not move down when the car arrives. */}
      <div
        aria-hidden
        className={cn('mb-4 w-2/3 animate-pulse rounded bg-slate-100', BREADCRUMBS_HEIGHT)}
      />
      <div
        aria-hidden
        className="grid animate-pulse grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="min-w-0">
          <div className={`${block} aspect-[4/3]`} />
          <div className="mt-6 h-8 w-3/4 rounded bg-slate-100 sm:h-9" />
          <div className="mt-2 h-5 w-1/2 rounded bg-slate-100" />
          <div className="mt-4 h-9 w-1/3 rounded bg-slate-100" />
          <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className={`${block} h-20`} />
            ))}
          </div>
        </div>
        <div className="space-y-6">
          <div className={`${block} h-64`} />
          <div className={`${block} h-48`} />
        </div>
      </div>
    </div>
  );
}

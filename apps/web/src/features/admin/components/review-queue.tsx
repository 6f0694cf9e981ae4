import type { ListingStatus } from '@carmarket/shared/ad';
import { LISTING_STATUSES } from '@carmarket/shared/ad';
import { ADMIN_QUEUE_SEARCH_MAX } from '@carmarket/shared/staff-moderation';
import { useDeferredValue, useState } from 'react';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { Pager } from '../../../components/ui/pager';
import { useT } from '../../../lib/i18n';
import { useReviewQueue } from '../api/get-review-queue';
import { AdReviewCard } from './ad-review-card';

/**
 * The moderation queue: waiting ads oldest first (the others newest first), a page at a time,
 * narrowed on the server by title, seller e-mail or ad id as the reviewer types.
 */
/**
 * The list and search a link opens with (`?status=sold&q=123`, from a duplicate-photo signal);
 * the waiting ads otherwise.
 */
function initialQueue(): { status: ListingStatus; q: string } {
  const params = new URLSearchParams(window.location.search);
  const status = LISTING_STATUSES.find((value) => value === params.get('status')) ?? 'pending';
  return { status, q: (params.get('q') ?? '').slice(0, ADMIN_QUEUE_SEARCH_MAX) };
}

export function ReviewQueue() {
  const { t, tc } = useT();
  const [status, setStatus] = useState<ListingStatus>(() => initialQueue().status);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState(() => initialQueue().q);
  const q = useDeferredValue(search.trim());
  const queue = useReviewQueue({ status, page, q });

  return (
    <div>
      <form
        role="search"
        aria-label={t('Search the ads')}
        onSubmit={(event) => event.preventDefault()}
        className="mb-4"
      >
        <FormField
          label={t('Search ads')}
          hint={t("A word of the title, the seller's e-mail or the ad id")}
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={search}
              maxLength={ADMIN_QUEUE_SEARCH_MAX}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              className={inputStyles}
            />
          )}
        </FormField>
      </form>
      <FilterButtons
        label={t('Ads to show')}
        options={[
          { status: 'pending', label: t('Waiting for review') },
          // An ad's state, not the audit log's verb: the same English, other words in Sinhala.
          { status: 'rejected', label: tc('ad status', 'Rejected') },
          { status: 'active', label: t('Live') },
        ]}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />

      {queue.isError && <LoadError className="mt-6">{queue.error.message}</LoadError>}
      {queue.isPending && <LoadingBlock label={t('Loading ads')} className="mt-6 h-64" />}
      {queue.data && (
        <>
          <p className="mt-6 text-sm font-semibold text-slate-700" aria-live="polite">
            {t('{count, plural, one {# ad} other {# ads}}', { count: queue.data.carsCount })}
          </p>
          {queue.data.cars.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
              {q
                ? t('No ad matches “{q}”.', { q })
                : t('Nothing here. Every ad has been looked at.')}
            </p>
          ) : (
            <ul className="mt-3 space-y-6">
              {queue.data.cars.map((ad) => (
                <li key={ad.id}>
                  <AdReviewCard ad={ad} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} pageCount={queue.data.pageCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}

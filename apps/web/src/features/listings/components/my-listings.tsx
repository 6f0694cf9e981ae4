import { formatDate } from '@carmarket/shared/date-time';
import { AD_REVIEW_PROMISE, type ListingStatus, type MyListingCar } from '@carmarket/shared/ad';
import { msg } from '@carmarket/shared/i18n/translate';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { LoadError } from '../../../components/ui/load-state';
import { LISTINGS_SUBMITTED_PARAM, LISTINGS_TAB_PARAM } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import {
  useDeleteListing,
  useMarkListingSold,
  useRenewListing,
  useResumeListing,
} from '../api/change-listing';
import { useMyListings } from '../api/get-my-listings';
import { MyListingCard } from './my-listing-card';
import { SoldPriceField } from './sold-price-field';

const TABS: ReadonlyArray<{ status: ListingStatus; label: string }> = [
  { status: 'active', label: msg('Active') },
  { status: 'pending', label: msg('Pending') },
  { status: 'expired', label: msg('Expired') },
  { status: 'sold', label: msg('Sold') },
  { status: 'rejected', label: msg('Rejected') },
];

export const EMPTY_TAB = msg('No listings to show in this category.');

function isListingStatus(value: string | null): value is ListingStatus {
  return TABS.some((tab) => tab.status === value);
}

/**
 * My Listings (spec section 2): tabs Active, Pending, Expired and Sold with real counts, plus
 * Rejected when staff turned an ad down; mark as sold, and delete after a confirmation. The tab is
 * in the address (`?status=pending`), and the ad just sent for review (`&submitted=id`) is marked,
 * so a seller who has just pressed Submit Ad sees it waiting rather than an empty Active tab.
 */
export function MyListings() {
  const { t, language } = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(LISTINGS_TAB_PARAM);
  const status: ListingStatus = isListingStatus(asked) ? asked : 'active';
  const submittedId = Number(searchParams.get(LISTINGS_SUBMITTED_PARAM)) || null;
  const setStatus = (next: ListingStatus) =>
    setSearchParams({ [LISTINGS_TAB_PARAM]: next }, { replace: true });
  const [deleting, setDeleting] = useState<MyListingCar | null>(null);
  const [selling, setSelling] = useState<MyListingCar | null>(null);
  const [soldPrice, setSoldPrice] = useState('');
  const resume = useResumeListing();
  const listings = useMyListings(status);
  const markSold = useMarkListingSold();
  const deleteListing = useDeleteListing();
  const renew = useRenewListing();

  const counts = listings.data?.counts;
  const tabs = TABS.filter(
    (tab) => tab.status !== 'rejected' || (counts?.rejected ?? 0) > 0 || status === 'rejected',
  );

  const busy = markSold.isPending || deleteListing.isPending || renew.isPending || resume.isPending;
  const cars = listings.data?.cars ?? [];

  return (
    <div>
      <Tabs
        id="listings"
        label={t('Listings by state')}
        items={tabs.map((tab) => ({
          value: tab.status,
          label: t(tab.label),
          count: counts?.[tab.status],
        }))}
        selected={status}
        onSelect={setStatus}
        className="-mx-1 overflow-x-auto px-1 pb-1"
      />

      <TabPanel id="listings" selected={status} className="mt-6">
        {status === 'pending' && submittedId !== null && (
          <p className="mb-4 flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t(AD_REVIEW_PROMISE)}
          </p>
        )}
        {listings.isPending ? (
          <div role="status" aria-label={t('Loading your listings')} className="space-y-4">
            {[0, 1].map((key) => (
              <div key={key} className="h-40 animate-pulse rounded-(--radius-card) bg-slate-100" />
            ))}
          </div>
        ) : listings.isError ? (
          <LoadError>{listings.error.message}</LoadError>
        ) : cars.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
            {t(EMPTY_TAB)}
          </p>
        ) : (
          <ul className="space-y-4">
            {cars.map((car) => (
              <li key={car.id}>
                <MyListingCard
                  car={car}
                  justSubmitted={car.id === submittedId}
                  busy={busy}
                  now={listings.dataUpdatedAt}
                  onRenew={() =>
                    renew.mutate(car.id, {
                      onSuccess: ({ expiresAt }) =>
                        toast.success(
                          t('{title} is live until {date}.', {
                            title: car.title,
                            date: formatDate(expiresAt, 'medium', language),
                          }),
                        ),
                    })
                  }
                  onMarkSold={() => {
                    markSold.reset();
                    setSoldPrice('');
                    setSelling(car);
                  }}
                  onResume={() =>
                    resume.mutate(car.id, {
                      onSuccess: () =>
                        toast.success(t('{title} is back in search.', { title: car.title })),
                    })
                  }
                  onDelete={() => setDeleting(car)}
                />
              </li>
            ))}
          </ul>
        )}
      </TabPanel>

      {selling && (
        <Modal
          title={t('Mark this ad as sold?')}
          description={t('{title} leaves search at once and buyers can no longer send offers.', {
            title: selling.title,
          })}
          onClose={() => setSelling(null)}
        >
          <form
            className="mt-6 space-y-6"
            onSubmit={(event) => {
              event.preventDefault();
              markSold.mutate(
                { id: selling.id, ...(soldPrice.trim() ? { soldPrice: soldPrice.trim() } : {}) },
                {
                  onSuccess: () => {
                    toast.success(t('{title} is marked as sold.', { title: selling.title }));
                    setSelling(null);
                  },
                },
              );
            }}
          >
            <SoldPriceField
              value={soldPrice}
              onChange={setSoldPrice}
              error={markSold.isError ? markSold.error.message : undefined}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={() => setSelling(null)}
                className={buttonStyles({ variant: 'ghost' })}
              >
                {t('Cancel')}
              </button>
              <button type="submit" disabled={markSold.isPending} className={buttonStyles()}>
                {t('Mark as Sold')}
              </button>
            </div>
          </form>
        </Modal>
      )}

      {deleting && (
        <Modal
          title={t('Delete this ad?')}
          description={t(
            '{title} and its photos will be removed for good. This cannot be undone.',
            { title: deleting.title },
          )}
          onClose={() => setDeleting(null)}
        >
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => setDeleting(null)}
              className={buttonStyles({ variant: 'ghost' })}
            >
              {t('Cancel')}
            </button>
            <button
              type="button"
              disabled={deleteListing.isPending}
              onClick={() =>
                deleteListing.mutate(deleting.id, {
                  onSuccess: () => {
                    toast.success(t('{title} was deleted.', { title: deleting.title }));
                    setDeleting(null);
                  },
                })
              }
              className={buttonStyles({ className: 'bg-rose-700 hover:bg-rose-800' })}
            >
              {deleteListing.isPending ? t('Deleting…') : t('Delete Ad')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

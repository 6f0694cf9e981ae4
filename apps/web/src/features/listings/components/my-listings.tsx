import type { ListingStatus, MyListingCar } from '@carmarket/shared/ad';
import { useRef, useState, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { useDeleteListing, useMarkListingSold } from '../api/change-listing';
import { useMyListings } from '../api/get-my-listings';
import { MyListingCard } from './my-listing-card';

const TABS: ReadonlyArray<{ status: ListingStatus; label: string }> = [
  { status: 'active', label: 'Active' },
  { status: 'pending', label: 'Pending' },
  { status: 'expired', label: 'Expired' },
  { status: 'sold', label: 'Sold' },
  { status: 'rejected', label: 'Rejected' },
];

export const EMPTY_TAB = 'No listings to show in this category.';

/**
 * My Listings (spec section 2): tabs Active, Pending, Expired and Sold with real counts, plus
 * Rejected when staff turned an ad down; mark as sold, and delete after a confirmation.
 */
export function MyListings() {
  const [status, setStatus] = useState<ListingStatus>('active');
  const [deleting, setDeleting] = useState<MyListingCar | null>(null);
  const listings = useMyListings(status);
  const markSold = useMarkListingSold();
  const deleteListing = useDeleteListing();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const counts = listings.data?.counts;
  const tabs = TABS.filter(
    (tab) => tab.status !== 'rejected' || (counts?.rejected ?? 0) > 0 || status === 'rejected',
  );

  function onTabKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    setStatus(tab.status);
    tabRefs.current[next]?.focus();
  }

  const busy = markSold.isPending || deleteListing.isPending;
  const cars = listings.data?.cars ?? [];

  return (
    <div>
      <div
        role="tablist"
        aria-label="Listings by state"
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
      >
        {tabs.map((tab, index) => {
          const selected = tab.status === status;
          return (
            <button
              key={tab.status}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`listings-tab-${tab.status}`}
              aria-selected={selected}
              aria-controls="listings-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => setStatus(tab.status)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
              className={cn(
                'flex h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
                focusRing,
                selected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {tab.label}
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs',
                  selected ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                )}
              >
                {counts ? counts[tab.status] : '–'}
              </span>
            </button>
          );
        })}
      </div>

      <div
        id="listings-panel"
        role="tabpanel"
        aria-labelledby={`listings-tab-${status}`}
        className="mt-6"
      >
        {listings.isPending ? (
          <div role="status" aria-label="Loading your listings" className="space-y-4">
            {[0, 1].map((key) => (
              <div key={key} className="h-40 animate-pulse rounded-(--radius-card) bg-slate-100" />
            ))}
          </div>
        ) : listings.isError ? (
          <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-rose-800">
            {listings.error.message}
          </p>
        ) : cars.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
            {EMPTY_TAB}
          </p>
        ) : (
          <ul className="space-y-4">
            {cars.map((car) => (
              <li key={car.id}>
                <MyListingCard
                  car={car}
                  busy={busy}
                  onMarkSold={() =>
                    markSold.mutate(car.id, {
                      onSuccess: () => toast.success(`${car.title} is marked as sold.`),
                      onError: (error) => toast.error(error.message),
                    })
                  }
                  onDelete={() => setDeleting(car)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {deleting && (
        <Modal
          title="Delete this ad?"
          description={`${deleting.title} and its photos will be removed for good. This cannot be undone.`}
          onClose={() => setDeleting(null)}
        >
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => setDeleting(null)}
              className={buttonStyles({ variant: 'ghost' })}
            >
              Cancel
            </button>
            <button
              type="button"
              disabled={deleteListing.isPending}
              onClick={() =>
                deleteListing.mutate(deleting.id, {
                  onSuccess: () => {
                    toast.success(`${deleting.title} was deleted.`);
                    setDeleting(null);
                  },
                  onError: (error) => toast.error(error.message),
                })
              }
              className={buttonStyles({ className: 'bg-rose-700 hover:bg-rose-800' })}
            >
              {deleteListing.isPending ? 'Deleting…' : 'Delete Ad'}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

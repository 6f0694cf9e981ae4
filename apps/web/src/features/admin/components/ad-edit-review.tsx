import type { AdminAdEdit } from '@carmarket/shared/ad-lifecycle';
import { msg } from '@carmarket/shared/i18n/translate';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { useT } from '../../../lib/i18n';
import { PhoneUse } from './ad-signals';
import { StaffDecision } from './staff-decision';
import { useAdEdits, useApproveAdEdit, useRejectAdEdit } from '../api/review-ad-edits';

/**
 * The fields an edit can change, as the API names them in English (admin/edit-review.service),
 * translated where shown, and what their values are: the site's list words (a fuel type),
 * translated as everywhere; a feature's Yes or No; or the seller's own words, numbers and
 * prices, shown as they are.
 */
const FIELD_VALUES = new Map<string, 'own' | 'list' | 'yes-no'>([
  [msg('Title'), 'own'],
  [msg('Price'), 'own'],
  [msg('Make'), 'own'],
  [msg('Model'), 'own'],
  [msg('Year of manufacture'), 'own'],
  [msg('Mileage'), 'own'],
  [msg('City'), 'list'],
  [msg('Phone'), 'own'],
  [msg('Description'), 'own'],
  [msg('Vehicle type'), 'list'],
  [msg('Condition'), 'list'],
  [msg('Transmission'), 'list'],
  [msg('Fuel type'), 'list'],
  [msg('Engine capacity'), 'own'],
  [msg('Ongoing lease'), 'yes-no'],
  [msg('Air condition'), 'yes-no'],
  [msg('Power mirror'), 'yes-no'],
  [msg('Power steering'), 'yes-no'],
  [msg('Power window'), 'yes-no'],
]);

/** A value of the change table; descriptions are the server's sanitised HTML. */
function Value({ field, value }: { field: string; value: string }) {
  const { t } = useT();
  const kind = FIELD_VALUES.get(field);
  if (kind === 'yes-no' && (value === 'Yes' || value === 'No')) {
    return <span>{value === 'Yes' ? t('Yes') : t('No')}</span>;
  }
  if (kind === 'list') return <span className="wrap-break-word">{t(value)}</span>;
  if (field === 'Description') {
    return (
      <div
        className="prose prose-sm max-w-none wrap-anywhere whitespace-pre-line"
        data-user-content
        dangerouslySetInnerHTML={{ __html: value }}
      />
    );
  }
  return <span className="wrap-break-word">{value}</span>;
}

/** One side of a photo change: the photos in order, the cover first. */
function PhotoColumn({ title, urls }: { title: string; urls: string[] }) {
  const { t } = useT();
  return (
    <div className="min-w-0">
      <p className="text-sm font-medium text-slate-600">
        {title} ({urls.length})
      </p>
      <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {urls.map((url, index) => (
          <li key={url}>
            <img
              src={url}
              alt={
                index === 0
                  ? t('{column}, photo {number} (cover)', { column: title, number: index + 1 })
                  : t('{column}, photo {number}', { column: title, number: index + 1 })
              }
              loading="lazy"
              className="aspect-[4/3] w-full rounded-lg object-cover ring-1 ring-slate-200"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One edit of a live ad: what changes, and the verdict. The live ad stays as it is until then. */
function AdEditCard({ edit }: { edit: AdminAdEdit }) {
  const { t } = useT();
  const approve = useApproveAdEdit();
  const reject = useRejectAdEdit();
  const headingId = useId();
  const busy = approve.isPending || reject.isPending;
  const { ad } = edit;

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-(--radius-card) border border-amber-200 bg-white p-5 shadow-(--shadow-card)"
    >
      <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
        {t('Edit of a live ad')}
      </p>
      <h3 id={headingId} className="mt-1 text-lg font-bold wrap-anywhere text-slate-900">
        {ad.title}
      </h3>
      <p className="mt-1 text-sm wrap-anywhere text-slate-600">
        {t('By {name} ({email}) · ad {id}', {
          name: ad.seller.name,
          email: ad.seller.email,
          id: String(ad.id),
        })}
      </p>
      {edit.changes.length > 0 && (
        // Fixed columns: on a phone, automatic widths squeezed short values ("Rs. 5,000,000",
        // a phone number) into slivers broken mid-number beside a long edited model.
        <table className="mt-4 w-full table-fixed text-left text-sm">
          <caption className="sr-only">{t('Changes to {title}', { title: ad.title })}</caption>
          <colgroup>
            <col className="w-[32%] sm:w-44" />
            <col />
            <col />
          </colgroup>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('Field')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('Live now')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('Edited')}
              </th>
            </tr>
          </thead>
          <tbody className="align-top">
            {edit.changes.map((change) => (
              <tr key={change.field} className="border-t border-slate-100">
                <th scope="row" className="py-2 pr-3 font-semibold text-slate-900">
                  {t(change.field)}
                </th>
                <td className="py-2 pr-3 text-slate-600">
                  <Value field={change.field} value={change.from} />
                </td>
                <td className="py-2 text-slate-900">
                  <Value field={change.field} value={change.to} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {edit.photos && (
        <section
          aria-label={t('Photos of {title}', { title: ad.title })}
          className="mt-4 border-t border-slate-100 pt-3"
        >
          <p className="text-sm font-semibold text-slate-900">{t('Photos')}</p>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:gap-4">
            <PhotoColumn title={t('Live now')} urls={edit.photos.from} />
            <PhotoColumn title={t('Edited')} urls={edit.photos.to} />
          </div>
        </section>
      )}
      <div className="mt-4">
        <PhoneUse signals={edit.signals} of="edit" />
      </div>
      <div className="mt-4">
        <StaffDecision
          busy={busy}
          names={{
            approve: t('Approve Edit of {title}', { title: ad.title }),
            reject: t('Reject Edit of {title}', { title: ad.title }),
          }}
          labels={{
            approve: t('Approve Edit'),
            reject: t('Reject Edit'),
            confirmReject: t('Reject Edit'),
          }}
          onReject={(reason) =>
            reject.mutate(
              { id: ad.id, reason },
              {
                onSuccess: () =>
                  toast.success(t('The edit of {title} was rejected.', { title: ad.title })),
              },
            )
          }
          onApprove={() =>
            approve.mutate(ad.id, { onSuccess: () => toast.success(t('The edit is live.')) })
          }
        />
      </div>
    </article>
  );
}

/** Edits of live ads waiting for staff (decision 081); nothing shows when there are none. */
export function AdEditReview() {
  const { t } = useT();
  const edits = useAdEdits();
  if (edits.isError) return <LoadError>{edits.error.message}</LoadError>;
  if (edits.isPending) return <LoadingBlock label={t('Loading edits')} className="h-24" />;
  if (edits.data.edits.length === 0) {
    return <p className="text-sm text-slate-600">{t('No edits of live ads are waiting.')}</p>;
  }
  return (
    <ul className="space-y-4">
      {edits.data.edits.map((edit) => (
        <li key={edit.ad.id}>
          <AdEditCard edit={edit} />
        </li>
      ))}
    </ul>
  );
}

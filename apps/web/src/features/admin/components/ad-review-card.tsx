import type { AdminAd } from '@carmarket/shared/staff-moderation';
import { formatListingPrice } from '@carmarket/shared/format';
import { msg } from '@carmarket/shared/i18n/translate';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { PackageBadge } from '../../../components/ui/package-badge';
import { useT } from '../../../lib/i18n';
import { AdSignals } from './ad-signals';
import { PhoneVerificationState } from './phone-verification-state';
import { StaffDecision } from './staff-decision';
import { useApproveAd, useRejectAd } from '../api/moderate-ad';
import { formatDateTime } from '@carmarket/shared/date-time';
import { VEHICLE_FACT_LABELS as L } from '@carmarket/shared/vehicle-facts';

const numberFormat = new Intl.NumberFormat('en-US');

const FEATURE_LABELS: Record<keyof AdminAd['features'], string> = {
  ongoingLease: msg('Ongoing lease'),
  airCondition: msg('Air condition'),
  powerMirror: msg('Power mirror'),
  powerSteering: msg('Power steering'),
  powerWindow: msg('Power window'),
};

/** One ad as a reviewer sees it: every photo and field, the description, and the verdict. */
export function AdReviewCard({ ad }: { ad: AdminAd }) {
  const { t, language } = useT();
  const approve = useApproveAd();
  const reject = useRejectAd();
  const headingId = useId();
  const busy = approve.isPending || reject.isPending;

  const facts: Array<[string, string]> = [
    [t('Price'), formatListingPrice(ad.price)],
    [t('Make and model'), `${ad.make} ${ad.model}`],
    [t('Year'), String(ad.yom)],
    [t('Mileage'), t('{mileage} miles', { mileage: numberFormat.format(ad.mileage) })],
    [t('Engine'), `${numberFormat.format(ad.engineCapacity)} cc`],
    // The site's list words, from the API in English: translated as the search shows them.
    [t('Transmission'), t(ad.transmission)],
    [t('Fuel type'), t(ad.fuelType)],
    [t('Condition'), t(ad.condition)],
    [t('Vehicle type'), t(ad.vehicleType)],
    [t('City'), t(ad.city)],
    // Issue 38's local facts: what the seller said, or that they did not.
    [t(L.town), ad.town ? t(ad.town) : t('Not specified')],
    [t(L.registration), ad.registration ? t(L[ad.registration]) : t('Not specified')],
    [t(L.registrationYear), ad.registrationYear?.toString() ?? t('Not specified')],
    [t(L.owners), ad.owners?.toString() ?? t('Not specified')],
    [t('Ad phone'), ad.phone],
    [
      t('Features'),
      Object.entries(ad.features)
        .filter(([, on]) => on)
        .map(([key]) => t(FEATURE_LABELS[key as keyof AdminAd['features']]))
        .join(', ') || t('None'),
    ],
  ];

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) sm:p-6"
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold wrap-anywhere text-slate-900">
            {ad.title}
          </h3>
          <p className="mt-1 text-sm wrap-anywhere text-slate-600">
            {t('By {name} ({email}, {mobile}) · sent {date}', {
              name: ad.seller.name,
              email: ad.seller.email,
              mobile: ad.seller.mobile,
              date: formatDateTime(ad.createdAt, 'medium', language),
            })}
          </p>
          <PhoneVerificationState
            verifiedAt={ad.seller.phoneVerified ? ad.seller.phoneVerifiedAt : null}
            className="mt-1"
          />
        </div>
        <PackageBadge pkg={ad.package} className="self-start" />
      </header>

      <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {ad.photos.map((photo, index) => (
          <li key={photo.path}>
            <a
              href={photo.path}
              target="_blank"
              rel="noreferrer"
              className="block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              <img
                src={photo.path}
                srcSet={photo.srcSet}
                sizes="160px"
                alt={t('{title}, photo {number} (opens full size)', {
                  title: ad.title,
                  number: index + 1,
                })}
                className="aspect-[4/3] w-full rounded-lg object-cover ring-1 ring-slate-200"
              />
            </a>
          </li>
        ))}
      </ul>
      {(ad.threeSixty || ad.video) && (
        <p className="mt-3 flex flex-wrap gap-4 text-sm">
          {ad.threeSixty && (
            <a
              href={ad.threeSixty}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              {t('Open the 360° view')}
            </a>
          )}
          {ad.video && (
            <a
              href={ad.video}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              {t('Open the video')}
            </a>
          )}
        </p>
      )}

      <AdSignals ad={ad} />

      <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-1.5">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-5">
        <h4 className="text-sm font-semibold text-slate-900">{t('Description')}</h4>
        {ad.description ? (
          <div
            role="region"
            aria-label={t('Description of {title}', { title: ad.title })}
            tabIndex={0}
            className="rich-description mt-2 max-h-64 overflow-y-auto rounded-xl bg-slate-50 p-4 text-sm text-slate-800"
            // Sanitised by the server when the ad was stored (decision 020).
            data-user-content
            dangerouslySetInnerHTML={{ __html: ad.description }}
          />
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t('No description.')}</p>
        )}
      </div>

      {ad.rejectionReason && (
        <p className="mt-4 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900">
          <span className="font-semibold">{t('Rejected:')}</span> {ad.rejectionReason}
        </p>
      )}

      {(ad.status === 'pending' || ad.status === 'rejected' || ad.status === 'active') && (
        <div className="mt-6 border-t border-slate-100 pt-5">
          <StaffDecision
            busy={busy}
            names={{
              approve: t('Approve {title}', { title: ad.title }),
              reject: t('Reject {title}', { title: ad.title }),
            }}
            labels={{ approve: t('Approve'), reject: t('Reject'), confirmReject: t('Reject Ad') }}
            placeholder={t('e.g. The photos show a different car from the one described.')}
            onReject={
              ad.status === 'rejected'
                ? undefined
                : (reason) =>
                    reject.mutate(
                      { id: ad.id, reason },
                      {
                        onSuccess: () =>
                          toast.success(t('{title} was rejected.', { title: ad.title })),
                      },
                    )
            }
            onApprove={
              ad.status === 'active'
                ? undefined
                : () =>
                    approve.mutate(ad.id, {
                      onSuccess: () => toast.success(t('{title} is live.', { title: ad.title })),
                    })
            }
          />
        </div>
      )}
    </article>
  );
}

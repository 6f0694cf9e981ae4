import { formatDate } from '@carmarket/shared/date-time';
import { formatListingPrice, formatMileage } from '@carmarket/shared/format';
import type { VehicleDetail } from '@carmarket/shared/vehicle-detail';
import { priceDropsOf } from '@carmarket/shared/vehicle-detail-text';
import { Calendar, CheckCircle2, Clock, Fuel, Gauge, Mail, MapPin, Settings2 } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { PackageBadge } from '../../../components/ui/package-badge';
import { useT } from '../../../lib/i18n';
import { MarketSignals } from './market-signals-lazy';
import { SafetyTipsBox } from './safety-tips-box';
import { VehicleGallery } from './vehicle-gallery';
import { VehicleSpecifications } from './vehicle-specifications-lazy';

interface VehicleDetailsProps {
  car: VehicleDetail;
  /** Make an Offer and Contact Seller come from the offers feature through the route. */
  sellerActions: ReactNode;
}

/** Spec section 2, "Car detail", from the ad's own data: nothing shown is invented. */
export function VehicleDetails({ car, sellerActions }: VehicleDetailsProps) {
  const { t, language } = useT();
  const drops = priceDropsOf(car.priceHistory);
  const quickFacts = [
    { Icon: Calendar, label: t('Year'), value: String(car.yom) },
    { Icon: Gauge, label: t('Mileage'), value: formatMileage(car.mileage) },
    { Icon: Fuel, label: t('Fuel type'), value: t(car.FuelType.name) },
    { Icon: Settings2, label: t('Transmission'), value: t(car.Transmission.name) },
  ];

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">
        <VehicleGallery
          images={car.images}
          title={car.title}
          threeSixty={car.threeSixty}
          video={car.video}
        />

        <header className="mt-6">
          <h1 className="text-2xl font-bold tracking-tight text-balance wrap-anywhere text-slate-900 sm:text-3xl">
            {car.title}
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4" />
              {car.town ? `${t(car.town)}, ${t(car.city)}` : t(car.city)}
            </span>
            <span className="flex items-center gap-1.5">
              <Clock aria-hidden className="size-4" />
              {t('Posted on')}{' '}
              <time dateTime={car.postedAt}>{formatDate(car.postedAt, 'long', language)}</time>
            </span>
          </p>
          <p className="mt-4 text-3xl font-bold text-brand-800 tabular-nums">
            {formatListingPrice(car.price)}
          </p>
          {drops.length > 0 && (
            <ul
              aria-label={t('Price history')}
              className="mt-1 space-y-0.5 text-sm text-emerald-800"
            >
              {drops.map((drop) => (
                <li key={drop.at}>
                  {t('Price reduced by {amount} on {date}', {
                    amount: formatListingPrice(drop.from - drop.to),
                    date: formatDate(drop.at, 'day-month', language),
                  })}
                </li>
              ))}
            </ul>
          )}
          <Suspense fallback={null}>
            <MarketSignals where="ad" car={car} priceDrops={drops.length} />
          </Suspense>
        </header>

        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {quickFacts.map(({ Icon, label, value }) => (
            <div key={label} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
                <Icon aria-hidden className="size-4" />
                {label}
              </dt>
              <dd className="mt-1 truncate text-sm font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>

        <section aria-labelledby="description-title" className="mt-8">
          <h2 id="description-title" className="text-xl font-bold text-slate-900">
            {t('Description')}
          </h2>
          {car.descriptionFormat === 'html' ? (
            <div
              className="rich-description mt-3 text-base text-slate-700"
              // Sanitised by the API (sanitize-html) before it leaves the server.
              data-user-content
              dangerouslySetInnerHTML={{ __html: car.description }}
            />
          ) : (
            <p
              className="mt-3 text-base leading-relaxed whitespace-pre-line wrap-anywhere text-slate-700"
              // Plain text stored HTML-escaped by the API (decision 020): rendered as HTML, "&"
              // reads "&", not "&amp;"; no tag survives the server's sanitiser.
              data-user-content
              dangerouslySetInnerHTML={{ __html: car.description }}
            />
          )}
        </section>

        <Suspense fallback={null}>
          <VehicleSpecifications car={car} />
        </Suspense>
      </div>

      <div className="space-y-6">
        <section
          aria-labelledby="seller-title"
          className="rounded-(--radius-card) bg-white p-5 shadow-(--shadow-card) ring-1 ring-slate-200/70 lg:sticky lg:top-24"
        >
          <h2 id="seller-title" className="text-base font-bold text-slate-900">
            {t('Seller')}
          </h2>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {/* A seller who keeps their profile private is sent without a name (decision 083). */}
            <p className="text-lg font-semibold text-slate-900">
              {car.seller.name ?? t('Private seller')}
            </p>
            <PackageBadge pkg={car.seller.package} />
          </div>
          {car.seller.memberSince && (
            <p className="mt-1 text-sm text-slate-600">
              {t('Member since {date}', {
                date: formatDate(car.seller.memberSince, 'month-year', language),
              })}
            </p>
          )}
          {car.seller.phoneVerified && (
            // Issue 36: the icon and the words say it, not the colour alone.
            // Inline text, so a long language wraps the date word by word after its dot.
            <p className="mt-2 text-sm text-slate-700">
              <span className="inline-flex items-center gap-1 align-top font-semibold text-emerald-800">
                <CheckCircle2 aria-hidden className="size-4 shrink-0" />
                {t('Phone verified')}
              </span>
              {car.seller.phoneVerifiedAt &&
                ` · ${t('since {date}', {
                  date: formatDate(car.seller.phoneVerifiedAt, 'month-year', language),
                })}`}
            </p>
          )}
          {car.seller.email && (
            <p className="mt-2 flex min-w-0 items-center gap-2 text-sm text-slate-700">
              <Mail aria-hidden className="size-4 shrink-0 text-slate-500" />
              <a
                href={`mailto:${car.seller.email}`}
                className="truncate rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                {car.seller.email}
              </a>
            </p>
          )}
          <div className="mt-5 grid gap-3">{sellerActions}</div>
        </section>
        <SafetyTipsBox />
      </div>
    </div>
  );
}

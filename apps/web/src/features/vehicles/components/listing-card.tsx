import { formatListingPrice, formatMileage } from '@carmarket/shared/format';
import type { SearchResultCar } from '@carmarket/shared/vehicle-search';
import { Calendar, Fuel, Gauge, MapPin, Settings2 } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { carDetail } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { CarImage } from '../../../components/ui/car-image';
import { PackageBadge } from '../../../components/ui/package-badge';
import { MarketSignals } from './market-signals-lazy';

export interface ListingCardProps {
  car: SearchResultCar;
  /** The heart in the corner; it comes from the wishlist feature, so the route passes it in. */
  action?: ReactNode;
  /** Headings of the cards sit under a section heading (h2), so they are h3 by default. */
  headingLevel?: 'h2' | 'h3';
  /**
   * How soon the photo loads: `lazy` (default) below the first screen, `eager` in the first
   * row, `high` for the very first card, the likely largest paint of the page.
   */
  imagePriority?: 'lazy' | 'eager' | 'high';
}

/**
 * Spec section 2, "Listing card". Below `sm` it is a compact row, the photo beside the facts, as
 * phone-first classifieds show them, so three or more cars fit one phone screen
 * (decisions/061-phone-search-page.md); from `sm` up the photo sits on top.
 */
export function ListingCard({
  car,
  action,
  headingLevel = 'h3',
  imagePriority = 'lazy',
}: ListingCardProps) {
  const { t } = useT();
  const Heading = headingLevel;
  const image = car.VehicleImages[0];
  const facts = [
    { Icon: Calendar, label: t('Year'), value: String(car.yom) },
    { Icon: Gauge, label: t('Mileage'), value: formatMileage(car.mileage) },
    { Icon: Settings2, label: t('Transmission'), value: t(car.Transmission.name) },
    { Icon: Fuel, label: t('Fuel type'), value: t(car.FuelType.name) },
  ];
  return (
    <article className="flex h-full min-w-0 overflow-hidden rounded-(--radius-card) bg-white shadow-(--shadow-card) ring-1 ring-slate-200/70 sm:flex-col">
      <div className="relative w-32 shrink-0 sm:w-auto">
        <CarImage
          src={image?.path}
          srcSet={image?.srcSet}
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 8rem"
          alt={car.title}
          className="max-sm:aspect-auto max-sm:h-full"
          eager={imagePriority !== 'lazy'}
          fetchPriority={imagePriority === 'high' ? 'high' : undefined}
        />
        {/* On the narrow phone photo the heart takes the top and the badge the foot. */}
        <PackageBadge
          pkg={car.User.package}
          className="absolute bottom-2 left-2 sm:top-3 sm:bottom-auto sm:left-3"
        />
        {action && <div className="absolute top-1 right-1 sm:top-2 sm:right-2">{action}</div>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <Heading className="line-clamp-2 text-[0.9375rem] leading-snug font-semibold wrap-anywhere text-slate-900 sm:min-h-[2.75rem] sm:text-base">
          <Link to={carDetail(car)} className={cn('rounded hover:text-brand-700', focusRing)}>
            {car.title}
          </Link>
        </Heading>
        <p className="mt-1 text-lg font-bold text-brand-800 tabular-nums sm:mt-2 sm:text-xl">
          {formatListingPrice(car.price)}
        </p>
        {(car.dealRating || car.confirmedAt || car.registration) && (
          <Suspense fallback={null}>
            <MarketSignals where="card" car={car} />
          </Suspense>
        )}
        <dl className="mt-2 grid grid-cols-2 gap-x-2 gap-y-1 text-[0.8125rem] text-slate-600 sm:mt-3 sm:gap-x-3 sm:gap-y-2 sm:text-sm">
          {facts.map(({ Icon, label, value }) => (
            <div key={label} className="flex min-w-0 items-center gap-1.5">
              {/* The icon inside the term: a group of a <dl> holds only <dt> and <dd>. */}
              <dt className="shrink-0">
                <Icon aria-hidden className="size-4 text-slate-500" />
                <span className="sr-only">{label}</span>
              </dt>
              <dd className="truncate">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-1 flex min-w-0 items-center gap-1.5 text-[0.8125rem] text-slate-600 sm:mt-3 sm:text-sm">
          <MapPin aria-hidden className="size-4 shrink-0 text-slate-500" />
          <span className="sr-only">{t('Location:')} </span>
          <span className="truncate">{t(car.city)}</span>
        </p>
        <Link
          to={carDetail(car)}
          className={buttonStyles({
            variant: 'secondary',
            className: 'mt-2 w-full max-sm:h-10 sm:mt-4',
          })}
        >
          {t('View Details')}
          <span className="sr-only"> {t('of {title}', { title: car.title })}</span>
        </Link>
      </div>
    </article>
  );
}

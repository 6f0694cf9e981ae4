import { formatListingPrice, formatMileage } from '@carmarket/shared/format';
import type { SearchResultCar } from '@carmarket/shared/vehicle-search';
import { Calendar, Fuel, Gauge, MapPin, Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { carDetail } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { CarImage } from '../../../components/ui/car-image';
import { PackageBadge } from '../../../components/ui/package-badge';

export interface ListingCardProps {
  car: SearchResultCar;
  /** The heart in the corner; it comes from the wishlist feature, so the route passes it in. */
  action?: ReactNode;
  /** Headings of the cards sit under a section heading (h2), so they are h3 by default. */
  headingLevel?: 'h2' | 'h3';
}

/** Spec section 2, "Listing card". */
export function ListingCard({ car, action, headingLevel = 'h3' }: ListingCardProps) {
  const Heading = headingLevel;
  const image = car.VehicleImages[0];
  const facts = [
    { Icon: Calendar, label: 'Year', value: String(car.yom) },
    { Icon: Gauge, label: 'Mileage', value: formatMileage(car.mileage) },
    { Icon: Settings2, label: 'Transmission', value: car.Transmission.name },
    { Icon: Fuel, label: 'Fuel type', value: car.FuelType.name },
  ];
  return (
    <article className="flex h-full min-w-0 flex-col overflow-hidden rounded-(--radius-card) bg-white shadow-(--shadow-card) ring-1 ring-slate-200/70">
      <div className="relative">
        <CarImage
          src={image?.path}
          srcSet={image?.srcSet}
          sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
          alt={car.title}
        />
        <PackageBadge pkg={car.User.package} className="absolute top-3 left-3" />
        {action && <div className="absolute top-2 right-2">{action}</div>}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="line-clamp-2 min-h-[2.75rem] text-base leading-snug font-semibold text-slate-900">
          <Link to={carDetail(car.id)} className={cn('rounded hover:text-brand-700', focusRing)}>
            {car.title}
          </Link>
        </Heading>
        <p className="mt-2 text-xl font-bold text-brand-800 tabular-nums">
          {formatListingPrice(car.price)}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm text-slate-600">
          {facts.map(({ Icon, label, value }) => (
            <div key={label} className="flex min-w-0 items-center gap-1.5">
              <Icon aria-hidden className="size-4 shrink-0 text-slate-500" />
              <dt className="sr-only">{label}</dt>
              <dd className="truncate">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden className="size-4 shrink-0 text-slate-500" />
          <span className="sr-only">Location: </span>
          {car.city}
        </p>
        <Link
          to={carDetail(car.id)}
          className={buttonStyles({ variant: 'secondary', className: 'mt-4 w-full' })}
        >
          View Details<span className="sr-only"> of {car.title}</span>
        </Link>
      </div>
    </article>
  );
}

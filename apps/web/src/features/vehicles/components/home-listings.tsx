import type { SearchResultCar } from '@carmarket/shared/vehicle-search';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { containerClasses } from '../../../components/layout/page-container';
import { buttonStyles } from '../../../components/ui/button-styles';
import { SectionHeading } from '../../../components/ui/section-heading';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useHomeListings } from '../api/get-home-listings';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';

type Renderer = (car: SearchResultCar) => ReactNode;

/** Cars in each list of the home page (the API's HOME_LIST_LIMIT), for the placeholder. */
const HOME_LIST_SIZE = 8;

function ListingsSection(props: {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  cars: SearchResultCar[] | undefined;
  renderCardAction?: Renderer | undefined;
  className?: string;
}) {
  const { t } = useT();
  if (props.cars && props.cars.length === 0) return null;
  return (
    <section
      aria-labelledby={props.id}
      className={cn(containerClasses, 'py-14 sm:py-16', props.className)}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading
          id={props.id}
          eyebrow={props.eyebrow}
          title={props.title}
          intro={props.intro}
        />
        <Link to={paths.buyCar} className={buttonStyles({ variant: 'secondary' })}>
          {t('View all cars')}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      {props.cars ? (
        <ListingGrid cars={props.cars} renderAction={props.renderCardAction} className="mt-8" />
      ) : (
        <ListingGridSkeleton count={HOME_LIST_SIZE} label={t('Loading cars')} className="mt-8" />
      )}
    </section>
  );
}

/** Recommended For You (vip and featured ads) and Recently Added, from live data. */
export function HomeListings({ renderCardAction }: { renderCardAction?: Renderer }) {
  const { t } = useT();
  const { data } = useHomeListings();
  return (
    <>
      <ListingsSection
        id="home-recommended-title"
        eyebrow={t('Recommended For You')}
        title={t('Hand-picked cars from trusted sellers')}
        intro={t('Featured and VIP listings, reviewed by our team before they went live.')}
        cars={data?.recommended}
        renderCardAction={renderCardAction}
      />
      <ListingsSection
        id="home-recent-title"
        eyebrow={t('Recently Added')}
        title={t('Fresh on the market')}
        intro={t('The newest cars for sale across Sri Lanka.')}
        cars={data?.recent}
        renderCardAction={renderCardAction}
        className="pt-0 sm:pt-0"
      />
    </>
  );
}

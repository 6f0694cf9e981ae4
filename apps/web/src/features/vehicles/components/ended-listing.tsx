import {
  NO_LONGER_FOR_SALE_HEADING,
  NO_LONGER_FOR_SALE_REASON,
} from '@carmarket/shared/vehicle-detail-text';
import type { SearchResultCar } from '@carmarket/shared/vehicle-search';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { SimilarVehicles } from './similar-vehicles';

/**
 * The page of an ad that was public and has ended (the API's 410, decision 092): a link shared
 * last month should say the car is sold and offer others like it, not a bare "not found".
 */
export function EndedListing({
  vehicleId,
  renderCardAction,
}: {
  vehicleId: number;
  renderCardAction?: (car: SearchResultCar) => ReactNode;
}) {
  const { t } = useT();
  return (
    <PageContainer className="py-12 sm:py-16">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
          {t('Ad ended')}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {t(NO_LONGER_FOR_SALE_HEADING)}
        </h1>
        <p className="mt-4 text-base text-slate-600">
          {t(NO_LONGER_FOR_SALE_REASON)}{' '}
          {t('Have a look at similar cars below, or browse them all.')}
        </p>
        <Link to={paths.buyCar} className={buttonStyles({ className: 'mt-8' })}>
          {t('Browse all cars')}
        </Link>
      </div>
      <SimilarVehicles
        vehicleId={vehicleId}
        heading={t('Similar cars for sale')}
        renderCardAction={renderCardAction}
      />
    </PageContainer>
  );
}

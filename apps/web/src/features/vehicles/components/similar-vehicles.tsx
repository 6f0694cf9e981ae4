import type { SearchResultCar } from '@carmarket/shared/vehicle-search';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { useSimilarVehicles } from '../api/get-similar-vehicles';
import { ListingGrid } from './listing-grid';

export function SimilarVehicles({
  vehicleId,
  heading,
  renderCardAction,
}: {
  vehicleId: number;
  /** Already in the page's language; "Similar Vehicles" unless given. */
  heading?: string;
  renderCardAction?: (car: SearchResultCar) => ReactNode;
}) {
  const { t } = useT();
  const { data: cars } = useSimilarVehicles(vehicleId);
  if (!cars?.length) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-14">
      <h2 id="similar-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {heading ?? t('Similar Vehicles')}
      </h2>
      <ListingGrid cars={cars} renderAction={renderCardAction} className="mt-6" />
    </section>
  );
}

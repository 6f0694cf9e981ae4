import { lazy } from 'react';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { useCities } from '../../features/cities/api/get-cities';
import { useSelectedCityId } from '../../features/cities/hooks/use-selected-city-id';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { CarSearch } from '../../features/vehicles/components/car-search';
import { useSearchPageTitle } from '../../features/vehicles/hooks/use-search-page-title';
import { WishlistHeartButton } from '../../features/wishlist/components/wishlist-heart-button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useT } from '../../lib/i18n';

const SaveThisSearchDialog = lazy(() =>
  import('./save-this-search').then((module) => ({ default: module.SaveThisSearchDialog })),
);

export function BuyCarRoute() {
  const { t } = useT();
  const [cityId] = useSelectedCityId();
  const cities = useCities();
  useDocumentTitle(useSearchPageTitle(cities.data));
  return (
    <PageContainer>
      <PageHeader
        title={t('Find Your Perfect Car')}
        intro={t(
          'Search reviewed listings from across Sri Lanka and filter by price, brand, fuel type and more.',
        )}
      />
      {/* The cards' titles are level 3: this keeps the outline whole for screen readers. */}
      <h2 className="sr-only">{t('Cars for sale')}</h2>
      <CarSearch
        topBarCityId={cityId}
        cities={cities.data ?? []}
        renderCardAction={(car) => <WishlistHeartButton car={car} />}
        renderSearchAction={(search) => (
          <SaveSearchButton
            renderDialog={(onClose) => <SaveThisSearchDialog search={search} onClose={onClose} />}
          />
        )}
      />
    </PageContainer>
  );
}

import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { useSelectedCityId } from '../../features/cities/hooks/use-selected-city-id';
import { CarSearch } from '../../features/vehicles/components/car-search';
import { WishlistHeartButton } from '../../features/wishlist/components/wishlist-heart-button';

export function BuyCarRoute() {
  const [cityId] = useSelectedCityId();
  return (
    <PageContainer>
      <PageHeader
        title="Find Your Perfect Car"
        intro="Search reviewed listings from across Sri Lanka and filter by price, brand, fuel type and more."
      />
      <CarSearch cityId={cityId} renderCardAction={(car) => <WishlistHeartButton car={car} />} />
    </PageContainer>
  );
}

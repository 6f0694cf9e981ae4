import { PageContainer, PageHeader } from '../../components/layout/page-container';

export function BuyCarRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="Find Your Perfect Car"
        intro="Search reviewed listings from across Sri Lanka and filter by price, brand, fuel type and more."
      />
    </PageContainer>
  );
}

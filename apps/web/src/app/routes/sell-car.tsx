import { PageContainer, PageHeader } from '../../components/layout/page-container';

export function SellCarRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="Sell Your Car"
        intro="Choose a package, add your car's details and photos, and reach serious buyers across the island."
      />
    </PageContainer>
  );
}

import { PageContainer, PageHeader } from '../../components/layout/page-container';

export function CarDetailRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="Vehicle Details"
        intro="Photos, specifications and seller details for this car, with safety tips for your visit."
      />
    </PageContainer>
  );
}

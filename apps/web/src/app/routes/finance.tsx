import { PageContainer, PageHeader } from '../../components/layout/page-container';

export function FinanceRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="Car Financing"
        intro="Estimate your monthly payment, check your eligibility and compare our loan options."
      />
    </PageContainer>
  );
}

import { PageContainer, PageHeader } from '../../components/layout/page-container';

export function RegisterRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="Create an account"
        intro="Join CarMarket to save cars you like and sell your own in three simple steps."
      />
    </PageContainer>
  );
}

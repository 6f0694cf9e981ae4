import { PageContainer, PageHeader } from '../../components/layout/page-container';

export function AboutRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="About Us"
        intro="CarMarket helps Sri Lankans buy and sell used cars with clarity, fairness and confidence."
      />
    </PageContainer>
  );
}

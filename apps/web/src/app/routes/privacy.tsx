import { PageContainer, PageHeader } from '../../components/layout/page-container';

export function PrivacyRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="Privacy Policy"
        intro="How CarMarket collects, uses and protects your personal information."
      />
    </PageContainer>
  );
}

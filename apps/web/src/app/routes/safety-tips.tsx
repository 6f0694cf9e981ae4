import { PageContainer, PageHeader } from '../../components/layout/page-container';

export function SafetyTipsRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="Safety Tips"
        intro="Simple precautions that keep you safe when you meet a seller, inspect a car and pay."
      />
    </PageContainer>
  );
}

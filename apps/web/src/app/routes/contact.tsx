import { PageContainer, PageHeader } from '../../components/layout/page-container';

export function ContactRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="Contact Us"
        intro="Questions about a listing, your account or a package? Our team is happy to help."
      />
    </PageContainer>
  );
}

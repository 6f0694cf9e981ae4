import { PageContainer, PageHeader } from '../../components/layout/page-container';

export function LoginRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="Sign In"
        intro="Welcome back. Sign in to manage your listings, wishlist and account."
      />
    </PageContainer>
  );
}

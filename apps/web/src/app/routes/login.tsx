import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { afterSignIn, paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { startSession } from '../../lib/session';

export function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();

  return (
    <PageContainer>
      <AuthCard
        title="Sign In"
        intro="Welcome back. Sign in to manage your listings, wishlist and account."
        switchPrompt="New to CarMarket?"
        switchLabel="Create an account"
        switchTo={`${paths.register}${search ? `?${search}` : ''}`}
      >
        <SignInForm
          onSignedIn={(login) => {
            startSession(login);
            void navigate(afterSignIn(searchParams), { replace: true });
          }}
        />
      </AuthCard>
    </PageContainer>
  );
}

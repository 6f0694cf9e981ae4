import { useNavigate, useSearchParams } from 'react-router';
import { GOOGLE_PARAM, googleRefusalMessage } from '@carmarket/shared/google-sign-in';
import { PageContainer } from '../../components/layout/page-container';
import { afterSignIn, paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import {
  FinishGoogleSignIn,
  SignedInWithGoogle,
} from '../../features/auth/components/google-sign-in-return';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { startSession } from '../../lib/session';
import { useT } from '../../lib/i18n';

export function LoginRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  // Sign in with Google came back refused (decision 135): the sentence stays above the form.
  const google = searchParams.get(GOOGLE_PARAM);
  const googleRefusal = googleRefusalMessage(google);

  if (google === 'done') return <SignedInWithGoogle next={searchParams.get('next')} />;
  if (google === 'continue') return <FinishGoogleSignIn />;
  return (
    <PageContainer>
      <AuthCard
        title={t('Sign In')}
        intro={t('Welcome back. Sign in to manage your listings, wishlist and account.')}
        switchPrompt={t('New to CarMarket?')}
        switchLabel={t('Create an account')}
        switchTo={`${paths.register}${search ? `?${search}` : ''}`}
      >
        {googleRefusal && (
          <p role="alert" className="mb-5 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
            {t(googleRefusal)}
          </p>
        )}
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

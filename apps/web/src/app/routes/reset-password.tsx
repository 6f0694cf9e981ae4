import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { paths, RESET_TOKEN_PARAM } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useT } from '../../lib/i18n';

export function ResetPasswordRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <PageContainer>
      <AuthCard
        title={t('Choose a new password')}
        intro={t(
          'Your new password signs you in from now on; every device signed in to your account is signed out.',
        )}
        switchPrompt={t('Remembered it?')}
        switchLabel={t('Back to sign in')}
        switchTo={paths.login}
        withGoogle={false}
      >
        <ResetPasswordForm
          token={searchParams.get(RESET_TOKEN_PARAM) ?? ''}
          onReset={() => void navigate(paths.login, { replace: true })}
        />
      </AuthCard>
    </PageContainer>
  );
}

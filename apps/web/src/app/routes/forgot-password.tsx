import { PageContainer } from '../../components/layout/page-container';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useT } from '../../lib/i18n';

export function ForgotPasswordRoute() {
  const { t } = useT();
  return (
    <PageContainer>
      <AuthCard
        title={t('Forgot password?')}
        intro={t(
          'Enter the email of your account and we will send you a link to choose a new password.',
        )}
        switchPrompt={t('Remembered it?')}
        switchLabel={t('Back to sign in')}
        switchTo={paths.login}
        withGoogle={false}
      >
        <ForgotPasswordForm />
      </AuthCard>
    </PageContainer>
  );
}

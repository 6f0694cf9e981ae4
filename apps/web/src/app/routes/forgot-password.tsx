import { PageContainer } from '../../components/layout/page-container';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <PageContainer>
      <AuthCard
        title="Forgot password?"
        intro="Enter the email of your account and we will send you a link to choose a new password."
        switchPrompt="Remembered it?"
        switchLabel="Back to sign in"
        switchTo={paths.login}
        withGoogle={false}
      >
        <ForgotPasswordForm />
      </AuthCard>
    </PageContainer>
  );
}

import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useT } from '../../lib/i18n';

export function RegisterRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A `state` the visitor arrived with (e.g. from Sell Car) survives the detour through register.
  const login = `${paths.login}${searchParams.size ? `?${searchParams.toString()}` : ''}`;

  return (
    <PageContainer>
      <AuthCard
        title={t('Create Account')}
        intro={t('Sell your car, save favourites and make offers with a free account.')}
        switchPrompt={t('Already have an account?')}
        switchLabel={t('Sign in')}
        switchTo={login}
      >
        <RegisterForm onRegistered={() => void navigate(login)} />
      </AuthCard>
    </PageContainer>
  );
}

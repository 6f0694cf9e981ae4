import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { GOOGLE_REFUSAL_PARAM, GOOGLE_STEP_PARAM } from '@carmarket/shared/google-sign-in';
import { isSitePath } from '@carmarket/shared/site-path';
import { PageContainer } from '../../components/layout/page-container';
import { paths } from '../../config/paths';
import { useGooglePending } from '../../features/auth/api/google-sign-in';
import { GoogleLinkForm, GoogleRegisterForm } from '../../features/auth/components/google-forms';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { resumeSessionFromCookie, startSession } from '../../lib/session';

const cardStyles =
  'mx-auto w-full max-w-md rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8';
const titleStyles = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';

/**
 * Where Sign in with Google comes back (decision 135): `?step=done` when the API opened a session
 * (its cookie is set; a refresh brings the token), `?step=continue` when the Google account
 * opens no account yet and a form finishes it.
 */
export function GoogleSignInRoute() {
  const [searchParams] = useSearchParams();
  return searchParams.get(GOOGLE_STEP_PARAM) === 'done' ? (
    <SignedInWithGoogle next={searchParams.get('next')} />
  ) : (
    <FinishGoogleSignIn />
  );
}

function SignedInWithGoogle({ next }: { next: string | null }) {
  const { t } = useT();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void resumeSessionFromCookie().then((signedIn) =>
      navigate(
        signedIn
          ? isSitePath(next)
            ? next
            : paths.home
          : `${paths.login}?${GOOGLE_REFUSAL_PARAM}=failed`,
        { replace: true },
      ),
    );
  }, [navigate, next]);
  return (
    <PageContainer>
      <div className={cardStyles}>
        <h1 className={titleStyles}>{t('Sign in with Google')}</h1>
        <p className="mt-2 text-slate-600" role="status">
          {t('Signing in…')}
        </p>
      </div>
    </PageContainer>
  );
}

function FinishGoogleSignIn() {
  const { t } = useT();
  const navigate = useNavigate();
  const pending = useGooglePending();
  const onSignedIn = (next: string) => (login: Parameters<typeof startSession>[0]) => {
    startSession(login);
    void navigate(isSitePath(next) ? next : paths.home, { replace: true });
  };

  let body;
  if (pending.data) {
    body =
      pending.data.step === 'link' ? (
        <GoogleLinkForm email={pending.data.email} onSignedIn={onSignedIn(pending.data.next)} />
      ) : (
        <GoogleRegisterForm
          email={pending.data.email}
          name={pending.data.name}
          onSignedIn={onSignedIn(pending.data.next)}
        />
      );
  } else if (pending.error) {
    body = (
      <>
        <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {pending.error instanceof ApiError ? pending.error.message : t('Something went wrong')}
        </p>
        <Link
          to={paths.login}
          className="mt-6 inline-block rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {t('Sign in')}
        </Link>
      </>
    );
  } else {
    body = <p role="status">{t('Loading...')}</p>;
  }

  const title =
    pending.data?.step === 'link'
      ? t('Link your Google account')
      : pending.data?.step === 'register'
        ? t('Finish creating your account')
        : t('Sign in with Google');
  return (
    <PageContainer>
      <div className={cardStyles}>
        <h1 className={titleStyles}>{title}</h1>
        <div className="mt-6">{body}</div>
      </div>
    </PageContainer>
  );
}

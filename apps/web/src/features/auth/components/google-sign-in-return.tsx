import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { languageBasename } from '@carmarket/shared/i18n/languages';
import { isSitePath } from '@carmarket/shared/site-path';
import { STORAGE_KEYS } from '@carmarket/shared/storage-keys';
import { PageContainer } from '../../../components/layout/page-container';
import { paths } from '../../../config/paths';
import { useGooglePending } from '../api/google-sign-in';
import { GoogleLinkForm, GoogleRegisterForm } from './google-forms';
import { ApiError } from '../../../lib/api-client';
import { useLanguage, useT } from '../../../lib/i18n';
import { startSession } from '../../../lib/session';

const cardStyles =
  'mx-auto w-full max-w-md rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8';
const titleStyles = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl';

/**
 * Sign in with Google came back signed in (`/login?google=done`, decision 135): the redirect set
 * the session cookie.
 */
export function SignedInWithGoogle({ next }: { next: string | null }) {
  const { t } = useT();
  const language = useLanguage();
  useEffect(() => {
    // The redirect set the session cookie; the app, started again with the signed-in hint,
    // trades it for a token as for any returning visitor (decision 101).
    try {
      localStorage.setItem(STORAGE_KEYS.signedIn, '1');
    } catch {
      // Storage blocked: the app starts signed out, and Sign in with Google is one click again.
    }
    window.location.replace(`${languageBasename(language)}${isSitePath(next) ? next : paths.home}`);
  }, [language, next]);
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

/**
 * The Google account opens no account yet (`/login?google=continue`): the form that finishes the
 * sign-in, for the identity the server keeps.
 */
export function FinishGoogleSignIn() {
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

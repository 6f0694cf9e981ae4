import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { GoogleIcon } from '../../../components/ui/brand-icons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { afterSignIn } from '../../../config/paths';
import { useLanguage, useT } from '../../../lib/i18n';
import { googleStartUrl, useGoogleAvailable } from '../api/google-sign-in';

interface AuthCardProps {
  title: string;
  intro: string;
  children: ReactNode;
  switchPrompt: string;
  switchLabel: string;
  switchTo: string;
  /**
   * Sign in with Google belongs to signing in and registering, not to a password reset; it is
   * shown when the server has a Google client.
   */
  withGoogle?: boolean;
}

/**
 * The frame the sign-in and register forms share (spec section 2): title, the form, Sign in with
 * Google (a link: the API starts the sign-in and sends the browser to Google), and the link to
 * the other form.
 */
export function AuthCard({
  title,
  intro,
  children,
  switchPrompt,
  switchLabel,
  switchTo,
  withGoogle = true,
}: AuthCardProps) {
  const { t } = useT();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  // Shown only when the server has a Google client (decision 135).
  const google = useGoogleAvailable(withGoogle) && withGoogle;
  return (
    <div className="mx-auto w-full max-w-md rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600">{intro}</p>
      <div className="mt-6">{children}</div>
      {google && (
        <>
          <div className="my-6 flex items-center gap-3 text-sm text-slate-500" aria-hidden>
            <span className="h-px flex-1 bg-slate-200" />
            {t('or')}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <a
            href={googleStartUrl(afterSignIn(searchParams), language)}
            className={buttonStyles({
              variant: 'secondary',
              size: 'lg',
              className: 'w-full h-auto min-h-12 py-2 text-center whitespace-normal',
            })}
          >
            <GoogleIcon className="size-5" />
            {t('Sign in with Google')}
          </a>
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        {switchPrompt}{' '}
        <Link
          to={switchTo}
          className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {switchLabel}
        </Link>
      </p>
    </div>
  );
}

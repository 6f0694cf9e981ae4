import { Check, Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_NAMES,
  LANGUAGES,
  localizedPath,
  type Language,
} from '@carmarket/shared/i18n/languages';
import { apiRequest, noContent } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useLanguage, useT } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session';
import { focusRing } from '../ui/button-styles';

/**
 * The language switch of the top bar and the phone menu (issue 32, decision 119): each language
 * named in itself, each a plain link to this page's address in that language, so it works
 * before the scripts run and a shared link keeps its language. Choosing one remembers it: a
 * cookie for this browser (the server sends English addresses there next time) and, signed in,
 * the account's language, which its e-mails are written in.
 */
function rememberLanguage(language: Language, signedIn: boolean) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  if (signedIn) {
    // Outlives the page the link is leaving; a failure only means the e-mails keep their language.
    void apiRequest('/me/language', noContent, {
      method: 'PUT',
      body: { language },
      keepalive: true,
    }).catch(() => undefined);
  }
}

/** This page in each language, as links that remember the choice; `style` draws each. */
function LanguageLinkItems({ style }: { style: (isCurrent: boolean) => string }) {
  const { pathname, search, hash } = useLocation();
  const signedIn = useCurrentUser() !== null;
  const current = useLanguage();
  return LANGUAGES.map((language) => (
    <li key={language}>
      <a
        href={localizedPath(`${pathname}${search}${hash}`, language)}
        hrefLang={language}
        lang={language}
        onClick={() => rememberLanguage(language, signedIn)}
        aria-current={language === current ? 'true' : undefined}
        className={cn(style(language === current), focusRing)}
      >
        {LANGUAGE_NAMES[language]}
        {language === current && <Check aria-hidden className="size-4 shrink-0 text-brand-700" />}
      </a>
    </li>
  ));
}

/** The three languages side by side: the phone menu's row. */
export function LanguageLinks({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <nav aria-label={t('Language')} className={className}>
      <ul className="grid grid-cols-3 gap-2">
        <LanguageLinkItems
          style={(isCurrent) =>
            cn(
              'flex min-h-11 items-center justify-center gap-1 rounded-xl border px-2 text-center text-sm font-semibold transition-colors',
              isCurrent
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-200 text-slate-700 hover:bg-slate-100',
            )
          }
        />
      </ul>
    </nav>
  );
}

/**
 * The top bar's switch: the three languages behind a disclosure (<details>), which the browser
 * opens and closes by mouse, touch and keyboard without a script.
 */
export function LanguageMenu() {
  const { t } = useT();
  const current = useLanguage();
  return (
    <details className="group relative">
      <summary
        aria-label={t('Language: {language}', { language: LANGUAGE_NAMES[current] })}
        className={cn(
          'inline-flex h-11 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 [&::-webkit-details-marker]:hidden',
          focusRing,
        )}
      >
        <Languages aria-hidden className="size-5" />
        <span aria-hidden className="hidden xl:inline" lang={current}>
          {LANGUAGE_NAMES[current]}
        </span>
      </summary>
      <ul className="absolute right-0 z-50 mt-2 w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
        <LanguageLinkItems
          style={() =>
            'flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100'
          }
        />
      </ul>
    </details>
  );
}

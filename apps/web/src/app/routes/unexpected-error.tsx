import { RotateCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { containerClasses, PageContainer } from '../../components/layout/page-container';
import { buttonStyles } from '../../components/ui/button-styles';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { errorMessageOf } from '../../features/client-errors/api/report-render-error';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** What a developer needs to find the fault; never part of the production build. */
function ErrorDetails({ error }: { error: unknown }) {
  const { t } = useT();
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <section className="mt-12 w-full max-w-3xl text-left">
      <h2 className="text-sm font-semibold text-slate-900">{t('Details (development only)')}</h2>
      <p className="mt-2 font-mono text-sm wrap-anywhere text-rose-700">{errorMessageOf(error)}</p>
      {stack && (
        <pre className="mt-3 overflow-x-auto rounded-xl bg-slate-900 p-4 text-xs leading-relaxed whitespace-pre-wrap wrap-anywhere text-slate-100">
          {stack}
        </pre>
      )}
    </section>
  );
}

/**
 * The page RouteErrorBoundary shows when a page threw while rendering. The heading is the one the
 * spec names (section 2); the rest is ours, so a visitor never sees a stack trace or React
 * Router's hint for developers. It draws its own small shell: the site's header and footer may
 * be what failed.
 */
export function UnexpectedErrorRoute({ error }: { error: unknown }) {
  const { t } = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className={cn(containerClasses, 'flex h-16 items-center lg:h-[4.5rem]')}>
          <Logo />
        </div>
      </header>
      <main className="flex-1">
        <PageContainer className="flex flex-col items-center py-16 text-center sm:py-24">
          <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
            <TriangleAlert aria-hidden className="size-7" />
          </span>
          <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700 uppercase">
            {t('Something went wrong')}
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('Unexpected Application Error!')}
          </h1>
          <p className="mt-4 max-w-md text-base text-slate-600">
            {t(
              'Sorry, this page stopped working. Reload it to try again, or start over from the home page.',
            )}
          </p>
          <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row">
            <button
              type="button"
              onClick={() => window.location.reload()}
              className={buttonStyles()}
            >
              <RotateCw aria-hidden className="size-4" />
              {t('Reload page')}
            </button>
            {/* A full load: whatever state broke this page does not come along. */}
            <Link to={paths.home} reloadDocument className={buttonStyles({ variant: 'secondary' })}>
              {t('Go to Home')}
            </Link>
          </div>
          {import.meta.env.DEV && <ErrorDetails error={error} />}
        </PageContainer>
      </main>
      <footer className="bg-slate-900 text-sm text-slate-400">
        <p className={cn(containerClasses, 'py-6')}>
          {t('© 2025 CarMarket. All rights reserved.')}
        </p>
      </footer>
    </div>
  );
}

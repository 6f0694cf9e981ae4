import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { reportRenderError } from '../../features/client-errors/api/report-render-error';
import { useT } from '../../lib/i18n';

/**
 * The error page in words only: shown while the full page's chunk arrives, and in its place when
 * that chunk cannot be downloaded either (the usual cause of the error is a lost connection).
 */
function PlainErrorPage() {
  const { t } = useT();
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('Unexpected Application Error!')}</h1>
      <p className="mt-4 text-slate-600">
        {t(
          'Sorry, this page stopped working. Reload it to try again, or start over from the home page.',
        )}
      </p>
      <Link to={paths.home} reloadDocument className="mt-6 inline-block font-semibold underline">
        {t('Go to Home')}
      </Link>
    </main>
  );
}

// The full error page is needed only when something broke: out of every first load.
const UnexpectedErrorRoute = lazy(() =>
  import('./unexpected-error').then(
    (module) => ({ default: module.UnexpectedErrorRoute }),
    () => ({ default: PlainErrorPage }),
  ),
);

type Props = { children: ReactNode; pathname: string };
type State = { error: unknown; failedAt: string | null };

/**
 * Catches a page that throws while rendering (or whose code fails to download), shows the
 * "Unexpected Application Error!" page and tells the server once. The error belongs to the page
 * it happened on: moving to another address (the logo, the Back button) renders the site again.
 */
class ErrorBoundaryAt extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: unknown) {
    reportRenderError(error, this.props.pathname);
  }

  override render() {
    if (this.state.error !== null) {
      return (
        <Suspense fallback={<PlainErrorPage />}>
          <UnexpectedErrorRoute error={this.state.error} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundaryAt pathname={pathname}>{children}</ErrorBoundaryAt>;
}

import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { reportRenderError } from '../../features/client-errors/api/report-render-error';
import { UnexpectedErrorRoute } from './unexpected-error';

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
    if (this.state.error !== null) return <UnexpectedErrorRoute error={this.state.error} />;
    return this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundaryAt pathname={pathname}>{children}</ErrorBoundaryAt>;
}

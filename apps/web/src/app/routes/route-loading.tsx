import { PageLoading } from '../../components/ui/page-loading';

/**
 * The first load's placeholder while the opened page's chunk arrives (a few milliseconds when the
 * server preloads it): a full-height blank with the same status text as the session check, so the
 * footer never flashes at the top of the screen.
 */
export function RouteLoading() {
  return <PageLoading />;
}

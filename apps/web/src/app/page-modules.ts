import { matchPath } from 'react-router';
import { paths } from '../config/paths';

/**
 * Code a server-rendered page draws at once but loads on demand in the browser (decision 116):
 * loaded before the server renders and before the browser hydrates, so both draw the same.
 * Dynamic imports only: nothing here joins the first load of other pages.
 */
export async function loadPageModules(pathname: string): Promise<void> {
  if (matchPath(paths.buyCar, pathname)) {
    const { loadFilterPanels } = await import('../features/vehicles/components/car-search');
    await loadFilterPanels();
  }
}

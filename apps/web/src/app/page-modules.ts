import { matchPath } from 'react-router';
import { paths } from '../config/paths';
import { ReportAdButton } from '../features/reports/report-ad-button-lazy';
import { CarChatButton } from './routes/car-chat-button-lazy';
import { MarketSignals } from '../features/vehicles/components/market-signals-lazy';

/**
 * Code a server-rendered page draws at once but loads on demand in the browser (decision 116):
 * loaded before the server renders and before the browser hydrates, so both draw the same and
 * the parts the page keeps out of its first load (React.lazy) hydrate with the rest instead of
 * staying inert until their chunk arrives. Dynamic imports only: nothing here joins the first
 * load of other pages.
 */
export async function loadPageModules(pathname: string): Promise<void> {
  // The footer and its neighbours and the top bar's city selector (root-layout.tsx) are on every
  // page.
  const modules: Promise<unknown>[] = [
    import('../components/layout/shell-extras'),
    import('../features/cities/components/city-selector'),
  ];
  if (matchPath(paths.buyCar, pathname)) {
    modules.push(
      import('../features/vehicles/components/car-search').then((module) =>
        module.loadFilterPanels(),
      ),
      MarketSignals.preload(),
    );
  } else if (matchPath(paths.carDetail, pathname)) {
    modules.push(ReportAdButton.preload(), CarChatButton.preload(), MarketSignals.preload());
  } else if (pathname === paths.home) {
    modules.push(import('../features/home/components/home-stories'), MarketSignals.preload());
  }
  await Promise.all(modules);
}

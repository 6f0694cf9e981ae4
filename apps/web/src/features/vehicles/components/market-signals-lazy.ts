import { preloadableLazy } from '../../../lib/lazy-module';

/**
 * Issue 37's badges and panels, out of the first loads of Home, Buy Car and the car page (each
 * had a few hundred bytes to spare) but loaded before those pages hydrate (app/page-modules.ts),
 * so a server-rendered page draws them at once.
 */
export const MarketSignals = preloadableLazy(() => import('./market-insights'));

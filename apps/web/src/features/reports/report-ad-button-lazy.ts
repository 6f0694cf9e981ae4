import { preloadableLazy } from '../../lib/lazy-module';

/**
 * "Report this ad" and its dialog, out of the car page's first load (decision 094) but loaded
 * before the page hydrates (app/page-modules.ts), so the button works from the first tap.
 */
export const ReportAdButton = preloadableLazy(() => import('./components/report-ad-button'));

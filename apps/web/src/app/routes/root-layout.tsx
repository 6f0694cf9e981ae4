import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { FocusOnNavigate } from '../../components/layout/focus-on-navigate';
import { ScrollResetOnNavigate } from '../../components/layout/scroll-reset-on-navigate';
import { TopBar } from '../../components/layout/top-bar';
import { paths } from '../../config/paths';
import { WishlistSync } from '../../features/wishlist/components/wishlist-sync';
import { useWishlistCount } from '../../features/wishlist/use-wishlist-count';
import { markHydrated } from '../../lib/hydration';
import { useT } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session';

// The footer, social rail, Back to top and Need help? load after the first paint (decision 091).
const extras = () => import('../../components/layout/shell-extras');
const Footer = lazy(() => extras().then((module) => ({ default: module.Footer })));
const SocialRail = lazy(() => extras().then((module) => ({ default: module.SocialRail })));
const ScrollToTop = lazy(() => extras().then((module) => ({ default: module.ScrollToTop })));
const NeedHelp = lazy(() => extras().then((module) => ({ default: module.NeedHelp })));
// The city selector sits in the top bar, left of the right-aligned links, so nothing moves when
// it arrives; a page the server rendered has it in its HTML and hydrates once it is here
// (page-modules.ts).
const CitySelector = lazy(() =>
  import('../../features/cities/components/city-selector').then((module) => ({
    default: module.CitySelector,
  })),
);
// The chat's messages links and event stream (issue 35), for a signed-in user only: never in a
// visitor's first load.
const ChatShellPart = lazy(() => import('../../features/messages/components/chat-shell'));
const FixedPageTitle = lazy(() =>
  import('./fixed-page-title').then((module) => ({ default: module.FixedPageTitle })),
);

export function RootLayout() {
  const { t } = useT();
  const user = useCurrentUser();
  // The page is interactive: a server-rendered page has hydrated (decision 116). The journeys
  // wait for this mark before they act (e2e/hydration.ts).
  useEffect(markHydrated, []);
  const wishlistCount = useWishlistCount();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="fixed top-3 left-3 z-[60] -translate-y-[200%] rounded-full bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-lg transition-transform focus:translate-y-0 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t('Skip to content')}
      </a>
      <ScrollResetOnNavigate />
      <FocusOnNavigate mainId="main-content" />
      <WishlistSync />
      <TopBar
        renderCitySelector={({ fullWidth }) => (
          <Suspense fallback={null}>
            <CitySelector fullWidth={fullWidth} />
          </Suspense>
        )}
        wishlist={{ to: user ? paths.wishlist : paths.savedCars, count: wishlistCount }}
        renderMessages={
          user
            ? (part) => (
                <Suspense fallback={null}>
                  <ChatShellPart part={part} />
                </Suspense>
              )
            : null
        }
      />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
        <SocialRail />
        <ScrollToTop />
        <NeedHelp />
        <FixedPageTitle />
      </Suspense>
    </div>
  );
}

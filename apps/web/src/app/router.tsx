import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { SessionGate } from '../components/layout/session-gate';
import { paths } from '../config/paths';
import { isHydrated } from '../lib/hydration';
import { whenCatalogReady } from '../lib/i18n';
import { RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { RouteLoading } from './routes/route-loading';

/**
 * A page module's named component as a React.lazy component: its code is its own chunk. A page
 * opened inside the app waits for its language's whole catalog too (decision 119); the page the
 * server drew hydrates with the translations it came with.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() =>
    Promise.all([load(), isHydrated() ? whenCatalogReady() : undefined]).then(([module]) => ({
      default: module[name],
    })),
  );
}

// Every page is a lazy component (issue 17): a visitor's first load carries the shell (header,
// footer) and only the page they opened. BrowserRouter moves to a new address inside
// startTransition, so while the next page's chunk downloads React keeps the current page on
// screen; the Suspense fallback shows only on the very first load. Declarative routes instead of
// createBrowserRouter: the app uses no loader, action or other data-router feature, and the data
// router costs about 17 KB gzip of the first load (decision 091). build/route-modules.ts maps
// each `paths` key to the files below; keep the two in step.
const HomeRoute = page(() => import('./routes/home'), 'HomeRoute');
const LoginRoute = page(() => import('./routes/login'), 'LoginRoute');
const RegisterRoute = page(() => import('./routes/register'), 'RegisterRoute');
const ForgotPasswordRoute = page(() => import('./routes/forgot-password'), 'ForgotPasswordRoute');
const ResetPasswordRoute = page(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const ConfirmEmailRoute = page(() => import('./routes/confirm-email'), 'ConfirmEmailRoute');
const UndoEmailChangeRoute = page(
  () => import('./routes/undo-email-change'),
  'UndoEmailChangeRoute',
);
const BuyCarRoute = page(() => import('./routes/buy-car'), 'BuyCarRoute');
const SellCarRoute = page(() => import('./routes/sell-car'), 'SellCarRoute');
const CarDetailRoute = page(() => import('./routes/car-detail'), 'CarDetailRoute');
const FinanceRoute = page(() => import('./routes/finance'), 'FinanceRoute');
const AboutRoute = page(() => import('./routes/about'), 'AboutRoute');
const ContactRoute = page(() => import('./routes/contact'), 'ContactRoute');
const PrivacyRoute = page(() => import('./routes/privacy'), 'PrivacyRoute');
const SafetyTipsRoute = page(() => import('./routes/safety-tips'), 'SafetyTipsRoute');
const StaffConsole = page(() => import('./routes/admin/staff-console'), 'StaffConsole');
const browsingPages = () => import('./routes/browsing-pages');
const SavedCarsRoute = page(browsingPages, 'SavedCarsRoute');
const CompareRoute = page(browsingPages, 'CompareRoute');
const UnsubscribeRoute = page(() => import('./routes/unsubscribe'), 'UnsubscribeRoute');
const ListingActionRoute = page(() => import('./routes/listing-action'), 'ListingActionRoute');
const AccountLayout = page(() => import('./routes/account/account-layout'), 'AccountLayout');
const AccountPage = page(() => import('./routes/account/account-pages'), 'AccountPage');
const chatPages = () => import('./routes/chat-pages');
const MessagesRoute = page(chatPages, 'MessagesRoute');
const ConversationRoute = page(chatPages, 'ConversationRoute');
const NotFoundRoute = page(() => import('./routes/not-found'), 'NotFoundRoute');

/** The account area's pages (routes/account/account-pages.tsx names their modules). */
export const ACCOUNT_PAGE_PATHS = [
  paths.profile,
  paths.package,
  paths.listings,
  paths.wishlist,
  paths.savedSearches,
  paths.offers,
  paths.settings,
  paths.mailPreferences,
];

/** The site's pages; rendered inside <BrowserRouter> (app.tsx) or, on the server, <StaticRouter>. */
export function AppRoutes() {
  return (
    // Spec section 2 names the error page "Unexpected Application Error"; it replaces the whole
    // site, shell included, since the header or footer may be what failed.
    <RouteErrorBoundary>
      {/* Shown only on the very first load, while the opened page's chunk arrives. */}
      <Suspense fallback={<RouteLoading />}>
        <Routes>
          <Route path={paths.home} element={<RootLayout />}>
            {/* Public pages: rendered on the server as a visitor sees them (decision 116). */}
            <Route index element={<HomeRoute />} />
            <Route path={paths.buyCar} element={<BuyCarRoute />} />
            <Route path={paths.sellCar} element={<SellCarRoute />} />
            <Route path={paths.carDetail} element={<CarDetailRoute />} />
            <Route path={paths.finance} element={<FinanceRoute />} />
            <Route path={paths.about} element={<AboutRoute />} />
            <Route path={paths.contact} element={<ContactRoute />} />
            <Route path={paths.privacy} element={<PrivacyRoute />} />
            <Route path={paths.safetyTips} element={<SafetyTipsRoute />} />
            <Route path={paths.compare} element={<CompareRoute />} />
            {/* The rest wait for a stored session to be checked before they render. */}
            <Route element={<SessionGate />}>
              <Route path={paths.login} element={<LoginRoute />} />
              <Route path={paths.register} element={<RegisterRoute />} />
              <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
              <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
              <Route path={paths.confirmEmail} element={<ConfirmEmailRoute />} />
              <Route path={paths.undoEmailChange} element={<UndoEmailChangeRoute />} />
              <Route path={`${paths.admin}/*`} element={<StaffConsole />} />
              <Route path={paths.savedCars} element={<SavedCarsRoute />} />
              <Route path={paths.unsubscribe} element={<UnsubscribeRoute />} />
              <Route path={paths.listingAction} element={<ListingActionRoute />} />
              <Route path={paths.messages} element={<MessagesRoute />} />
              <Route path={paths.conversation} element={<ConversationRoute />} />
              <Route element={<AccountLayout />}>
                {ACCOUNT_PAGE_PATHS.map((path) => (
                  <Route key={path} path={path} element={<AccountPage />} />
                ))}
              </Route>
            </Route>
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

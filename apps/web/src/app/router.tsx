import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './routes/root-layout';
import { RouteLoading } from './routes/route-loading';
import { UnexpectedErrorRoute } from './routes/unexpected-error';

// Every page is a lazy route (issue 17): a visitor's first load carries the shell (header, footer)
// and only the page they opened. The router fetches a page's chunk before it shows the page, so a
// navigation keeps the current page on screen until the next one is ready. build/route-preloads.ts
// maps each `paths` key to the files below; keep the two in step.
export const router = createBrowserRouter([
  {
    path: paths.home,
    Component: RootLayout,
    // Shown only on the very first load, while the opened page's chunk arrives.
    HydrateFallback: RouteLoading,
    // Spec section 2 names the page "Unexpected Application Error"; ours keeps that heading and
    // leaves out the default's stack trace and developer hint.
    ErrorBoundary: UnexpectedErrorRoute,
    children: [
      {
        index: true,
        lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
      },
      {
        path: paths.login,
        lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: paths.register,
        lazy: () => import('./routes/register').then((m) => ({ Component: m.RegisterRoute })),
      },
      {
        path: paths.forgotPassword,
        lazy: () =>
          import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
      },
      {
        path: paths.resetPassword,
        lazy: () =>
          import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        path: paths.buyCar,
        lazy: () => import('./routes/buy-car').then((m) => ({ Component: m.BuyCarRoute })),
      },
      {
        path: paths.sellCar,
        lazy: () => import('./routes/sell-car').then((m) => ({ Component: m.SellCarRoute })),
      },
      {
        path: paths.carDetail,
        lazy: () => import('./routes/car-detail').then((m) => ({ Component: m.CarDetailRoute })),
      },
      {
        path: paths.finance,
        lazy: () => import('./routes/finance').then((m) => ({ Component: m.FinanceRoute })),
      },
      {
        path: paths.about,
        lazy: () => import('./routes/about').then((m) => ({ Component: m.AboutRoute })),
      },
      {
        path: paths.contact,
        lazy: () => import('./routes/contact').then((m) => ({ Component: m.ContactRoute })),
      },
      {
        path: paths.privacy,
        lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
      },
      {
        path: paths.safetyTips,
        lazy: () => import('./routes/safety-tips').then((m) => ({ Component: m.SafetyTipsRoute })),
      },
      {
        path: paths.admin,
        lazy: () => import('./routes/admin').then((m) => ({ Component: m.AdminRoute })),
      },
      {
        path: paths.savedCars,
        lazy: () => import('./routes/saved-cars').then((m) => ({ Component: m.SavedCarsRoute })),
      },
      {
        path: paths.unsubscribe,
        lazy: () => import('./routes/unsubscribe').then((m) => ({ Component: m.UnsubscribeRoute })),
      },
      {
        path: paths.listingAction,
        lazy: () =>
          import('./routes/listing-action').then((m) => ({ Component: m.ListingActionRoute })),
      },
      {
        lazy: () =>
          import('./routes/account/account-layout').then((m) => ({ Component: m.AccountLayout })),
        children: [
          {
            path: paths.profile,
            lazy: () =>
              import('./routes/account/profile').then((m) => ({ Component: m.ProfileRoute })),
          },
          {
            path: paths.package,
            lazy: () =>
              import('./routes/account/package').then((m) => ({ Component: m.PackageRoute })),
          },
          {
            path: paths.listings,
            lazy: () =>
              import('./routes/account/listings').then((m) => ({ Component: m.ListingsRoute })),
          },
          {
            path: paths.wishlist,
            lazy: () =>
              import('./routes/account/wishlist').then((m) => ({ Component: m.WishlistRoute })),
          },
          {
            path: paths.savedSearches,
            lazy: () =>
              import('./routes/account/saved-searches').then((m) => ({
                Component: m.SavedSearchesRoute,
              })),
          },
          {
            path: paths.offers,
            lazy: () =>
              import('./routes/account/offers').then((m) => ({ Component: m.OffersRoute })),
          },
          {
            path: paths.settings,
            lazy: () =>
              import('./routes/account/settings').then((m) => ({ Component: m.SettingsRoute })),
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
]);

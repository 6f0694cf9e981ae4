import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { AboutRoute } from './routes/about';
import { AdminRoute } from './routes/admin';
import { OffersRoute } from './routes/account/offers';
import { AccountLayout } from './routes/account/account-layout';
import { ListingsRoute } from './routes/account/listings';
import { PackageRoute } from './routes/account/package';
import { ProfileRoute } from './routes/account/profile';
import { SavedSearchesRoute } from './routes/account/saved-searches';
import { SettingsRoute } from './routes/account/settings';
import { WishlistRoute } from './routes/account/wishlist';
import { BuyCarRoute } from './routes/buy-car';
import { CarDetailRoute } from './routes/car-detail';
import { ContactRoute } from './routes/contact';
import { FinanceRoute } from './routes/finance';
import { HomeRoute } from './routes/home';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { LoginRoute } from './routes/login';
import { ListingActionRoute } from './routes/listing-action';
import { NotFoundRoute } from './routes/not-found';
import { PrivacyRoute } from './routes/privacy';
import { RegisterRoute } from './routes/register';
import { ResetPasswordRoute } from './routes/reset-password';
import { RootLayout } from './routes/root-layout';
import { SavedCarsRoute } from './routes/saved-cars';
import { SafetyTipsRoute } from './routes/safety-tips';
import { SellCarRoute } from './routes/sell-car';
import { UnexpectedErrorRoute } from './routes/unexpected-error';
import { UnsubscribeRoute } from './routes/unsubscribe';

export const router = createBrowserRouter([
  {
    path: paths.home,
    Component: RootLayout,
    // Spec section 2 names the page "Unexpected Application Error"; ours keeps that heading and
    // leaves out the default's stack trace and developer hint.
    ErrorBoundary: UnexpectedErrorRoute,
    children: [
      { index: true, Component: HomeRoute },
      { path: paths.login, Component: LoginRoute },
      { path: paths.register, Component: RegisterRoute },
      { path: paths.forgotPassword, Component: ForgotPasswordRoute },
      { path: paths.resetPassword, Component: ResetPasswordRoute },
      { path: paths.buyCar, Component: BuyCarRoute },
      { path: paths.sellCar, Component: SellCarRoute },
      { path: paths.carDetail, Component: CarDetailRoute },
      { path: paths.finance, Component: FinanceRoute },
      { path: paths.about, Component: AboutRoute },
      { path: paths.contact, Component: ContactRoute },
      { path: paths.privacy, Component: PrivacyRoute },
      { path: paths.safetyTips, Component: SafetyTipsRoute },
      { path: paths.admin, Component: AdminRoute },
      { path: paths.savedCars, Component: SavedCarsRoute },
      { path: paths.unsubscribe, Component: UnsubscribeRoute },
      { path: paths.listingAction, Component: ListingActionRoute },
      {
        Component: AccountLayout,
        children: [
          { path: paths.profile, Component: ProfileRoute },
          { path: paths.package, Component: PackageRoute },
          { path: paths.listings, Component: ListingsRoute },
          { path: paths.wishlist, Component: WishlistRoute },
          { path: paths.savedSearches, Component: SavedSearchesRoute },
          { path: paths.offers, Component: OffersRoute },
          { path: paths.settings, Component: SettingsRoute },
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
]);

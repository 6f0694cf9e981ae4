import {
  BellRing,
  HandCoins,
  Heart,
  List,
  LogOut,
  Package,
  Settings,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { msg } from '@carmarket/shared/i18n/translate';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page-container';
import { focusRing } from '../../../components/ui/button-styles';
import { CountBadge } from '../../../components/ui/count-badge';
import { paths } from '../../../config/paths';
import { usePendingAdsCount } from '../../../features/admin/api/get-review-queue';
import { ConfirmEmailBanner } from '../../../features/email-confirmation/components/confirm-email-banner';
import { getUserQueryOptions } from '../../../features/profile/api/get-user';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { signOut, useCurrentUser } from '../../../lib/session';

const MENU: ReadonlyArray<{ to: string; label: string; Icon: LucideIcon }> = [
  { to: paths.profile, label: msg('My Profile'), Icon: UserRound },
  { to: paths.package, label: msg('My Package'), Icon: Package },
  { to: paths.listings, label: msg('My Listings'), Icon: List },
  { to: paths.wishlist, label: msg('Wishlist'), Icon: Heart },
  { to: paths.savedSearches, label: msg('Saved Searches'), Icon: BellRing },
  { to: paths.offers, label: msg('Offers'), Icon: HandCoins },
  { to: paths.settings, label: msg('Settings'), Icon: Settings },
];
/** Staff also reach the moderation page from their account menu. */
const STAFF_MENU = [...MENU, { to: paths.admin, label: msg('Moderation'), Icon: ShieldCheck }];

// A phone's strip scrolls sideways, one line per item; the column from `md` lets a longer name
// (Sinhala, Tamil) wrap onto a second line instead of running out of its card.
const itemClasses =
  'flex h-11 shrink-0 items-center gap-3 rounded-xl px-4 text-sm font-semibold whitespace-nowrap transition-colors md:h-auto md:min-h-11 md:py-2 md:text-left md:whitespace-normal';

export function AccountLayout() {
  const { t } = useT();
  const user = useCurrentUser();
  // Signing out here leads home; losing the session any other way leads to /login.
  const [signingOut, setSigningOut] = useState(false);
  const { pathname } = useLocation();
  const menuRef = useRef<HTMLElement>(null);
  const waiting = usePendingAdsCount({ enabled: user?.isStaff === true });
  // The server's view of the account, so a confirmation made in another tab shows here too.
  const profile = useQuery({ ...getUserQueryOptions(), enabled: user !== null });

  // On small screens the menu is a horizontal strip: keep the current page's item in view.
  useEffect(() => {
    const menu = menuRef.current;
    const current = menu?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!menu || !current || menu.scrollWidth <= menu.clientWidth) return;
    menu.scrollLeft = current.offsetLeft - (menu.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  async function onSignOut() {
    setSigningOut(true);
    await signOut();
  }

  // Spec section 2: a visitor without a user is sent to /login.
  if (!user) return <Navigate to={signingOut ? paths.home : paths.login} replace />;

  return (
    <PageContainer>
      <PageHeader
        title={t('My Account')}
        intro={t('Manage your profile, package, listings and settings.')}
      />
      <ConfirmEmailBanner user={profile.data ?? user} />
      <div className="mt-8 grid gap-6 md:grid-cols-[15rem_1fr] lg:gap-8">
        <nav
          ref={menuRef}
          aria-label={t('Account')}
          className="relative -mx-4 overflow-x-auto px-4 sm:-mx-6 sm:px-6 md:mx-0 md:self-start md:overflow-visible md:rounded-(--radius-card) md:border md:border-slate-200 md:bg-white md:p-3 md:shadow-(--shadow-card)"
        >
          <ul className="flex gap-2 pb-1 md:flex-col md:gap-1 md:pb-0">
            {(user.isStaff ? STAFF_MENU : MENU).map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      itemClasses,
                      focusRing,
                      isActive
                        ? 'border border-transparent bg-brand-700 text-white md:bg-brand-50 md:text-brand-800'
                        : 'border border-slate-200 bg-white text-slate-700 hover:bg-slate-50 md:border-transparent',
                    )
                  }
                >
                  <Icon aria-hidden className="size-4 shrink-0" />
                  {t(label)}
                  {to === paths.admin && waiting.data !== undefined && (
                    <CountBadge
                      value={waiting.data}
                      phrase={t(
                        '{count, plural, one {# ad waiting for review} other {# ads waiting for review}}',
                        { count: waiting.data },
                      )}
                      className="ml-auto"
                    />
                  )}
                </NavLink>
              </li>
            ))}
            <li className="md:mt-2 md:border-t md:border-slate-100 md:pt-2">
              <button
                type="button"
                onClick={() => void onSignOut()}
                className={cn(
                  itemClasses,
                  focusRing,
                  'w-full border border-slate-200 bg-white text-rose-700 hover:bg-rose-50 md:border-transparent',
                )}
              >
                <LogOut aria-hidden className="size-4 shrink-0" />
                {t('Sign Out')}
              </button>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </PageContainer>
  );
}

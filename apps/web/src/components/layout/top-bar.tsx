import { msg } from '@carmarket/shared/i18n/translate';
import { Heart, Menu, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { NAV_SCROLL_THRESHOLD_PX } from '../../config/site';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/session';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { buttonStyles, focusRing } from '../ui/button-styles';
import { Logo } from '../ui/logo';
import { containerClasses } from './page-container';

export const NAV_LINKS = [
  { to: paths.home, label: msg('Home'), end: true },
  { to: paths.buyCar, label: msg('Buy Car'), end: false },
  { to: paths.sellCar, label: msg('Sell Car'), end: false },
  { to: paths.finance, label: msg('Finance'), end: false },
] as const;

const MOBILE_MENU_ID = 'mobile-menu';

// The language switch comes with the shell's extras (shell-extras.tsx), out of the first load.
const extras = () => import('./shell-extras');
const LanguageMenu = lazy(() => extras().then((module) => ({ default: module.LanguageMenu })));
// The phone menu's panel draws only once opened: it comes with the extras too.
const PhoneMenu = lazy(() => extras().then((module) => ({ default: module.PhoneMenu })));

interface TopBarProps {
  /** The city selector comes from the cities feature; shared layout code does not import features. */
  renderCitySelector: (options: { fullWidth: boolean }) => ReactNode;
  /** The heart: where it leads and how many cars are saved (from the wishlist feature). */
  wishlist: { to: string; count: number };
  /**
   * The signed-in user's messages link in the bar and its item in the phone menu, each with the
   * unread count (from the messages feature); null for a visitor.
   */
  renderMessages: ((part: 'top-bar' | 'menu') => ReactNode) | null;
}

export function TopBar({ renderCitySelector, wishlist, renderMessages }: TopBarProps) {
  const { t, language } = useT();
  // Sinhala and Tamil labels run 30–60% longer: the links join the bar from 1280 px, not 1024.
  const longWords = language !== 'en';
  const isScrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  // Spec section 2: the button reads Account (to /profile) when signed in, Sign In otherwise.
  const user = useCurrentUser();
  const account = user
    ? { to: paths.profile, label: t('Account') }
    : { to: paths.login, label: t('Sign In') };
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenedOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenedOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const closeMenu = () => setMenuOpenedOn(null);

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b bg-white transition-shadow',
        isScrolled || isMenuOpen ? 'border-slate-200 shadow-sm' : 'border-transparent',
      )}
    >
      <div className={cn(containerClasses, 'flex h-16 items-center gap-3 lg:h-[4.5rem] lg:gap-6')}>
        <Logo />

        <div className="hidden md:block">{renderCitySelector({ fullWidth: false })}</div>

        <nav
          aria-label={t('Main')}
          className={cn('ml-auto hidden', longWords ? 'xl:block' : 'lg:block')}
        >
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors',
                      focusRing,
                      isActive
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div
          className={cn(
            'ml-auto flex items-center gap-1.5 sm:gap-2',
            longWords ? 'xl:ml-0' : 'lg:ml-0',
          )}
        >
          <div className="hidden min-w-11 sm:block">
            <Suspense fallback={null}>
              <LanguageMenu />
            </Suspense>
          </div>
          <NavLink
            to={wishlist.to}
            aria-label={
              wishlist.count > 0
                ? t('{count, plural, one {Wishlist, # saved car} other {Wishlist, # saved cars}}', {
                    count: wishlist.count,
                  })
                : t('Wishlist')
            }
            className={({ isActive }) =>
              cn(
                'relative grid size-11 place-items-center rounded-full transition-colors',
                focusRing,
                isActive
                  ? 'bg-rose-50 text-rose-600'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-rose-600',
              )
            }
          >
            <Heart aria-hidden className="size-5" />
            {wishlist.count > 0 && (
              <span
                aria-hidden
                className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-rose-600 px-1 text-[0.6875rem] leading-none font-bold text-white"
              >
                {wishlist.count > 99 ? '99+' : wishlist.count}
              </span>
            )}
          </NavLink>
          {renderMessages?.('top-bar')}
          <div className="hidden sm:block">
            <Link to={account.to} className={buttonStyles()}>
              {user && <UserRound aria-hidden className="size-4" />}
              {account.label}
            </Link>
          </div>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={isMenuOpen ? t('Close menu') : t('Open menu')}
            onClick={() => setMenuOpenedOn(isMenuOpen ? null : pathname)}
            className={cn(
              'grid size-11 place-items-center rounded-full text-slate-700 transition-colors hover:bg-slate-100',
              longWords ? 'xl:hidden' : 'lg:hidden',
              focusRing,
            )}
          >
            {isMenuOpen ? (
              <X aria-hidden className="size-6" />
            ) : (
              <Menu aria-hidden className="size-6" />
            )}
          </button>
        </div>
      </div>

      <div
        id={MOBILE_MENU_ID}
        hidden={!isMenuOpen}
        className={cn(
          'border-t border-slate-200 bg-white shadow-lg',
          longWords ? 'xl:hidden' : 'lg:hidden',
        )}
      >
        {isMenuOpen && (
          <Suspense fallback={null}>
            <PhoneMenu
              navLinks={NAV_LINKS}
              account={account}
              messagesItem={renderMessages?.('menu')}
              citySelector={renderCitySelector({ fullWidth: true })}
              onNavigate={closeMenu}
            />
          </Suspense>
        )}
      </div>
    </header>
  );
}

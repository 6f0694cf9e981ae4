import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { buttonStyles, focusRing } from '../ui/button-styles';
import { LanguageLinks } from './language-switch';
import { containerClasses } from './page-container';

interface PhoneMenuProps {
  navLinks: readonly { to: string; label: string; end: boolean }[];
  account: { to: string; label: string };
  /** The signed-in user's messages, with their unread count (null for a visitor). */
  messagesItem: ReactNode;
  citySelector: ReactNode;
  /** Any link followed closes the menu. */
  onNavigate: () => void;
}

/**
 * The phone menu's panel (the top bar's toggle opens it): the main links, the city, the
 * language and the account. Drawn only once opened, so it loads with the shell's extras.
 */
export function PhoneMenu({
  navLinks,
  account,
  messagesItem,
  citySelector,
  onNavigate,
}: PhoneMenuProps) {
  const { t } = useT();
  return (
    <div className={cn(containerClasses, 'space-y-4 py-4')}>
      <nav aria-label={t('Main')}>
        <ul className="space-y-1">
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex h-12 items-center rounded-xl px-4 text-base font-semibold transition-colors',
                    focusRing,
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {messagesItem && <li>{messagesItem}</li>}
        </ul>
      </nav>
      <div className="border-t border-slate-100 pt-4">
        <p className="mb-2 px-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">
          {t('Your city')}
        </p>
        {citySelector}
      </div>
      <LanguageLinks className="border-t border-slate-100 pt-4" />
      <Link
        to={account.to}
        onClick={onNavigate}
        className={buttonStyles({ size: 'lg', className: 'w-full' })}
      >
        {account.label}
      </Link>
    </div>
  );
}

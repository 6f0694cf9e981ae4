import { msg } from '@carmarket/shared/i18n/translate';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { CONTACT } from '../../config/site';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { AppStoreBadges } from '../ui/app-store-badges';
import { Logo } from '../ui/logo';
import { SocialIcons } from '../ui/social-icons';
import { containerClasses } from './page-container';

const USEFUL_LINKS = [
  { to: paths.buyCar, label: msg('Buy a Car') },
  { to: paths.sellCar, label: msg('Sell Your Car') },
  { to: paths.finance, label: msg('Car Financing') },
  { to: paths.about, label: msg('About Us') },
  { to: paths.contact, label: msg('Contact Us') },
] as const;

const footerLink =
  'rounded text-slate-300 transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900 focus-visible:outline-none';

function ColumnHeading({ children }: { children: string }) {
  return <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{children}</h2>;
}

export function Footer() {
  const { t } = useT();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div
        className={cn(
          containerClasses,
          'grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.2fr] lg:gap-12',
        )}
      >
        <div className="space-y-5">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">
            {t(
              'Sri Lanka’s marketplace for quality used cars. Every ad is reviewed by our team before it goes live.',
            )}
          </p>
          <div>
            <p className="mb-3 text-sm font-medium text-slate-200">{t('Follow us')}</p>
            <SocialIcons tileClassName="size-10 bg-white/10 text-slate-200" />
          </div>
        </div>

        <nav aria-label={t('Useful links')} className="space-y-4">
          <ColumnHeading>{t('Useful Links')}</ColumnHeading>
          <ul className="text-sm md:space-y-1">
            {USEFUL_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={cn(footerLink, 'inline-flex min-h-11 items-center md:min-h-9')}
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-4">
          <ColumnHeading>{t('Contact Us')}</ColumnHeading>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-300" />
              <span>
                {CONTACT.addressLines.map((line) => (
                  <span key={line} className="block">
                    {t(line)}
                  </span>
                ))}
              </span>
            </p>
            <p className="flex items-center gap-3">
              <Phone aria-hidden className="size-4 shrink-0 text-brand-300" />
              <a
                href={CONTACT.phoneHref}
                className={cn(footerLink, 'inline-flex min-h-11 items-center md:min-h-9')}
              >
                {CONTACT.phoneDisplay}
              </a>
            </p>
            <p className="flex items-center gap-3">
              <Mail aria-hidden className="size-4 shrink-0 text-brand-300" />
              <a
                href={`mailto:${CONTACT.email}`}
                className={cn(footerLink, 'inline-flex min-h-11 items-center md:min-h-9')}
              >
                {CONTACT.email}
              </a>
            </p>
          </address>
        </div>

        <div className="space-y-4">
          <ColumnHeading>{t('Get the App')}</ColumnHeading>
          <p className="text-sm text-slate-400">{t('Browse, save and sell on the go.')}</p>
          <AppStoreBadges />
        </div>
      </div>

      <div className="border-t border-white/10">
        <div
          className={cn(
            containerClasses,
            'flex flex-col gap-3 pt-6 pb-24 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between md:pb-6',
          )}
        >
          <p>{t('© 2025 CarMarket. All rights reserved.')}</p>
          <Link
            to={paths.privacy}
            className={cn(
              footerLink,
              'inline-flex min-h-11 items-center self-start sm:self-auto md:min-h-9',
            )}
          >
            {t('Privacy Policy')}
          </Link>
        </div>
      </div>
    </footer>
  );
}

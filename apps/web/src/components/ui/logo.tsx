import { CarFront } from 'lucide-react';
import { SITE_NAME } from '@carmarket/shared/site-name';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { focusRing } from './button-styles';

// The name is the brand, in Latin script on every page: "Car" and "Market" in two colours.
const [CAR, MARKET] = [SITE_NAME.slice(0, 3), SITE_NAME.slice(3)];

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useT();
  return (
    <Link
      to={paths.home}
      className={cn('inline-flex items-center gap-2 rounded-lg py-1.5 pr-1', focusRing)}
      aria-label={t('CarMarket home')}
    >
      <span className="grid size-9 place-items-center rounded-xl bg-brand-700 text-white shadow-sm">
        <CarFront aria-hidden className="size-5" />
      </span>
      <span
        translate="no"
        className={cn(
          'text-xl font-extrabold tracking-tight',
          tone === 'dark' ? 'text-slate-900' : 'text-white',
        )}
      >
        {CAR}
        <span className={tone === 'dark' ? 'text-brand-700' : 'text-brand-300'}>{MARKET}</span>
      </span>
    </Link>
  );
}

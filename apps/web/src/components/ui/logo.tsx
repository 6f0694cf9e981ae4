import { CarFront } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { focusRing } from './button-styles';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to={paths.home}
      className={cn('inline-flex items-center gap-2 rounded-lg py-1.5 pr-1', focusRing)}
      aria-label="CarMarket home"
    >
      <span className="grid size-9 place-items-center rounded-xl bg-brand-700 text-white shadow-sm">
        <CarFront aria-hidden className="size-5" />
      </span>
      <span
        className={cn(
          'text-xl font-extrabold tracking-tight',
          tone === 'dark' ? 'text-slate-900' : 'text-white',
        )}
      >
        Car<span className={tone === 'dark' ? 'text-brand-700' : 'text-brand-300'}>Market</span>
      </span>
    </Link>
  );
}

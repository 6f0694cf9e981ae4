import { PACKAGE_TITLES, type PackageName } from '@carmarket/shared/package-titles';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

const STYLES: Record<PackageName, string> = {
  vip: 'bg-accent-400 text-slate-900',
  featured: 'bg-brand-700 text-white',
  member: 'bg-white/95 text-slate-800 ring-1 ring-slate-200',
};

/** The owner's membership, as the listing card and the seller card show it. */
export function PackageBadge({ pkg, className }: { pkg: PackageName; className?: string }) {
  const { t } = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold tracking-wide uppercase shadow-sm',
        STYLES[pkg],
        className,
      )}
    >
      <span className="sr-only">{`${t('Seller package:')} `}</span>
      {t(PACKAGE_TITLES[pkg])}
    </span>
  );
}

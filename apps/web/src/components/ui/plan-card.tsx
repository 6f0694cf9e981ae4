import { formatDollars } from '@carmarket/shared/format';
import { PACKAGE_FEATURES, PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/**
 * A pricing-plan card (spec section 2): title, price per ad, the feature list with included
 * flags, and an action (Select Plan).
 */
export function PlanCard({
  tier,
  recommended = false,
  action,
}: {
  tier: PackageName;
  recommended?: boolean;
  action: ReactNode;
}) {
  const { t } = useT();
  const { title, price } = PACKAGE_TIERS[tier];
  const headingId = `plan-${tier}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-(--radius-card) border bg-white p-6 shadow-(--shadow-card)',
        recommended ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-slate-200',
      )}
    >
      {recommended && (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {t('Recommended')}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {t(title)}
      </h3>
      <p className="mt-3 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {formatDollars(price)}
        </span>
        <span className="text-sm font-medium text-slate-600">{t('per ad')}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {PACKAGE_FEATURES.map((feature) => {
          const value = feature.value[tier];
          const included = value !== false;
          return (
            <li key={feature.label} className="flex items-start gap-2.5">
              {included ? (
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              ) : (
                <Minus aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
              )}
              <span className={included ? 'text-slate-800' : 'text-slate-500'}>
                {typeof value === 'string'
                  ? t('{feature}: {value}', { feature: t(feature.label), value: t(value) })
                  : t(feature.label)}
                <span className="sr-only"> {included ? t('(included)') : t('(not included)')}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-6">{action}</div>
    </article>
  );
}

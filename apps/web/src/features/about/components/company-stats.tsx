import { msg } from '@carmarket/shared/i18n/translate';
import { useT } from '../../../lib/i18n';
const STATS = [
  { value: '50K+', label: msg('Happy Customers') },
  { value: '100K+', label: msg('Cars Sold') },
  { value: '95%', label: msg('Satisfaction Rate') },
  { value: '24/7', label: msg('Customer Support') },
] as const;

export function CompanyStats() {
  const { t } = useT();
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {STATS.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-(--radius-card) border border-slate-200 bg-white p-5 text-center shadow-(--shadow-card) sm:p-6"
        >
          <dt className="mt-1 text-sm font-medium text-slate-600">{t(stat.label)}</dt>
          <dd className="text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

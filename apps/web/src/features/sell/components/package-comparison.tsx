import { PACKAGE_FEATURES, PACKAGE_NAMES, PACKAGE_TIERS } from '@carmarket/shared/packages';
import { formatDollars } from '@carmarket/shared/format';
import { Check, Minus } from 'lucide-react';
import { useT } from '../../../lib/i18n';

const MONTHS = /^(\d+) months?$/;

/**
 * The Package Comparison table of spec section 2: one column per tier. The rows' labels and
 * words come from the shared table in English and read in the page's language; counts stay.
 */
export function PackageComparison() {
  const { t } = useT();
  // The validity row arrives written in English ("2 months"): its count is said again here.
  const cell = (value: string) => {
    const months = MONTHS.exec(value);
    return months
      ? t('{count, plural, one {# month} other {# months}}', { count: Number(months[1]) })
      : t(value);
  };
  return (
    <section aria-labelledby="package-comparison" className="mt-16">
      <h2 id="package-comparison" className="text-2xl font-bold text-slate-900">
        {t('Package Comparison')}
      </h2>
      {/* Focusable so a keyboard can scroll the table sideways on a phone. */}
      <div
        role="region"
        aria-label={t('Package Comparison table')}
        tabIndex={0}
        className="mt-6 overflow-x-auto rounded-(--radius-card) border border-slate-200 bg-white shadow-(--shadow-card)"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
                {t('Feature')}
              </th>
              {PACKAGE_NAMES.map((name) => (
                <th key={name} scope="col" className="px-4 py-3 text-center font-semibold sm:px-6">
                  {t(PACKAGE_TIERS[name].title)}
                  <span className="block text-xs font-medium text-slate-600">
                    {t('{price} per ad', { price: formatDollars(PACKAGE_TIERS[name].price) })}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {PACKAGE_FEATURES.map((feature) => (
              <tr key={feature.label}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-700 sm:px-6">
                  {t(feature.label)}
                </th>
                {PACKAGE_NAMES.map((name) => {
                  const value = feature.value[name];
                  return (
                    <td key={name} className="px-4 py-3 text-center text-slate-800 sm:px-6">
                      {typeof value === 'string' ? (
                        cell(value)
                      ) : value ? (
                        <Check
                          aria-label={t('Included')}
                          className="mx-auto size-5 text-emerald-700"
                        />
                      ) : (
                        <Minus
                          aria-label={t('Not included')}
                          className="mx-auto size-5 text-slate-400"
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

import { ELIGIBILITY_REQUIREMENTS } from '@carmarket/shared/eligibility';
import { msg } from '@carmarket/shared/i18n/translate';
import { Check } from 'lucide-react';
import { useT } from '../../../lib/i18n';

const GOOD_TO_KNOW = [
  msg('Same-day approval on most applications, and a decision within 24 hours'),
  msg('A down payment of at least 10% (we recommend 20%)'),
  msg('7-day money-back guarantee on cars bought with our finance'),
] as const;

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-relaxed text-slate-700">
          <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-700">
            <Check aria-hidden className="size-3.5" strokeWidth={3} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** What the checker tests (shared list) and the finance promises of spec section 9. */
export function EligibilityRequirements() {
  const { t } = useT();
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="requirements-title"
        className="rounded-3xl border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8"
      >
        <h3 id="requirements-title" className="text-lg font-bold text-slate-900">
          {t('Eligibility requirements')}
        </h3>
        <CheckList items={ELIGIBILITY_REQUIREMENTS.map((item) => t(item))} />
      </section>
      <section
        aria-labelledby="good-to-know-title"
        className="rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
      >
        <h3 id="good-to-know-title" className="text-lg font-bold text-slate-900">
          {t('Good to know')}
        </h3>
        <CheckList items={GOOD_TO_KNOW.map((item) => t(item))} />
      </section>
    </div>
  );
}

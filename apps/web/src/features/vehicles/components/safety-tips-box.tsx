import { msg } from '@carmarket/shared/i18n/translate';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const TIPS = [
  msg('Inspect the car and its papers before you pay anything.'),
  msg('Never pay a “reservation advance” to a seller you have not met.'),
  msg('Check the CR book against the seller’s NIC, and whether the car is under lease.'),
];

export function SafetyTipsBox() {
  const { t } = useT();
  return (
    <aside
      aria-labelledby="safety-tips-title"
      className="rounded-(--radius-card) bg-amber-50 p-5 ring-1 ring-amber-200"
    >
      <h2
        id="safety-tips-title"
        className="flex items-center gap-2 text-base font-bold text-slate-900"
      >
        <ShieldCheck aria-hidden className="size-5 text-amber-700" />
        {t('Safety tips')}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        {TIPS.map((tip) => (
          <li key={tip}>{t(tip)}</li>
        ))}
      </ul>
      <Link
        to={paths.safetyTips}
        className={cn(
          'mt-3 inline-block rounded text-sm font-semibold text-brand-800 underline',
          focusRing,
        )}
      >
        {t('Read all safety tips')}
      </Link>
    </aside>
  );
}

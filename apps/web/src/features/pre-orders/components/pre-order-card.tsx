import { PRE_ORDER_DEPOSITS } from '@carmarket/shared/pre-order-deposits';
import { formatDollars } from '@carmarket/shared/format';
import { msg } from '@carmarket/shared/i18n/translate';
import { ClipboardList, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { lazyModule } from '../../../lib/lazy-module';

// The pre-order form (react-hook-form) is not in the home page's first load: it is fetched once
// the page has rendered, and the dialog opens in the click that asks for it.
const preOrderModal = lazyModule(() => import('./pre-order-modal'));
const LOAD_FAILED = msg('We could not open the form. Check your connection and try again.');

const DEPOSIT_NOTES = [
  msg('Everyday and compact cars'),
  msg('SUVs and family cars'),
  msg('Luxury and imported cars'),
] as const;

/** The hero's side card (spec section 2): what a pre-order is, its deposits, and the modal. */
export function PreOrderCard() {
  const { t } = useT();
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    preOrderModal.load().catch(() => {});
  }, []);
  const open = () => {
    if (preOrderModal.current()) setIsOpen(true);
    else
      preOrderModal.load().then(
        () => setIsOpen(true),
        () => toast.error(t(LOAD_FAILED)),
      );
  };
  const Loaded = preOrderModal.current();
  const lowestDeposit = Math.min(...PRE_ORDER_DEPOSITS);
  const note = (index: number) => {
    const text = DEPOSIT_NOTES[index];
    return text ? t(text) : null;
  };

  return (
    <aside
      aria-labelledby="pre-order-title"
      className="flex flex-col rounded-3xl bg-white p-6 text-slate-800 shadow-(--shadow-float) sm:p-7"
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-accent-100 text-accent-600">
        <ClipboardList aria-hidden className="size-6" />
      </span>
      <h2 id="pre-order-title" className="mt-4 text-xl font-bold tracking-tight text-slate-900">
        {t('Can’t find your car? Pre-order it')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">
        {t(
          'Tell us the make, model and budget. Our team searches trusted sellers and e-mails you when we find a match.',
        )}
      </p>
      <p className="mt-4 flex items-start gap-2 text-sm font-semibold text-brand-800">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('Reserve with a refundable deposit from {amount}', {
          amount: formatDollars(lowestDeposit),
        })}
      </p>
      <ul
        aria-label={t('Deposits')}
        className="mt-4 divide-y divide-slate-100 rounded-2xl border border-slate-200"
      >
        {PRE_ORDER_DEPOSITS.map((deposit, index) => (
          <li key={deposit} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
            <span className="text-slate-600">{note(index)}</span>
            <span className="font-bold text-slate-900">{formatDollars(deposit)}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={open}
        className={buttonStyles({ size: 'lg', className: 'mt-6 w-full' })}
      >
        {t('Pre-order a car')}
      </button>
      {isOpen && Loaded && <Loaded.PreOrderModal onClose={() => setIsOpen(false)} />}
    </aside>
  );
}

import { formatDollars } from '@carmarket/shared/format';
import { LOAN_CALCULATOR } from '@carmarket/shared/loan';
import type { Translator } from '@carmarket/shared/i18n/translate';
import { useT } from '../../../lib/i18n';
import type { LoanCalculator as LoanCalculatorState } from '../hooks/use-loan-calculator';
import { RangeSlider } from './range-slider';

const formatRate = (rate: number) => `${rate.toFixed(1)}%`;
const termFormatter =
  (t: Translator['t']) =>
  (months: number): string =>
    t('{months} months ({years} yr)', { months, years: months / 12 });

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-3">
      <dt className="text-sm text-brand-100">{label}</dt>
      <dd className="text-base font-semibold text-white tabular-nums">{value}</dd>
    </div>
  );
}

/** Spec section 9's loan calculator: four sliders and the payment they add up to. */
export function LoanCalculator({ loan }: { loan: LoanCalculatorState }) {
  const { t } = useT();
  const formatTerm = termFormatter(t);
  const { input, result } = loan;
  const { price, downPayment, annualRatePercent, termMonths } = LOAN_CALCULATOR;
  const downPaymentShare =
    input.price > 0 ? Math.round((input.downPayment / input.price) * 100) : 0;

  return (
    <div className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-(--shadow-card) lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-8 p-6 sm:p-8">
        <RangeSlider
          label={t('Vehicle price')}
          value={input.price}
          min={price.min}
          max={price.max}
          step={price.step}
          format={formatDollars}
          onChange={loan.setPrice}
        />
        <div>
          <RangeSlider
            label={t('Down payment')}
            value={input.downPayment}
            min={downPayment.min}
            max={loan.downPaymentMax}
            step={downPayment.step}
            format={formatDollars}
            onChange={loan.setDownPayment}
          />
          <p className="mt-2 text-sm text-slate-600">
            {t('{share}% of the price. Up to half the price; we recommend at least 20%.', {
              share: downPaymentShare,
            })}
          </p>
        </div>
        <RangeSlider
          label={t('Interest rate')}
          value={input.annualRatePercent}
          min={annualRatePercent.min}
          max={annualRatePercent.max}
          step={annualRatePercent.step}
          format={formatRate}
          onChange={loan.setAnnualRatePercent}
        />
        <RangeSlider
          label={t('Loan term')}
          value={input.termMonths}
          min={termMonths.min}
          max={termMonths.max}
          step={termMonths.step}
          format={formatTerm}
          onChange={loan.setTermMonths}
        />
      </div>

      <div className="flex flex-col bg-brand-950 p-6 text-white sm:p-8" aria-live="polite">
        <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">
          {t('Monthly payment')}
        </p>
        <p
          data-testid="monthly-payment"
          className="mt-2 text-4xl font-extrabold tracking-tight break-words tabular-nums sm:text-5xl"
        >
          {formatDollars(result.monthlyPayment)}
        </p>
        <p className="mt-1 text-sm text-brand-200">
          {t('for {months} months', { months: input.termMonths })}
        </p>
        <dl className="mt-6 divide-y divide-white/10 border-t border-white/10">
          <Figure label={t('Loan amount')} value={formatDollars(result.loanAmount)} />
          <Figure label={t('Total interest')} value={formatDollars(result.totalInterest)} />
          <Figure label={t('Total cost')} value={formatDollars(result.totalCost)} />
        </dl>
        <p className="mt-auto pt-6 text-xs leading-relaxed text-brand-200">
          {t(
            'An estimate to help you plan. Your final rate depends on your credit history and the car.',
          )}
        </p>
      </div>
    </div>
  );
}

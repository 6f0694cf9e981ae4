import {
  checkEligibility,
  CREDIT_SCORE_BANDS,
  ELIGIBILITY_RULES,
  type CreditScoreBandId,
  type EligibilityResult,
} from '@carmarket/shared/eligibility';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/form-field';
import { contactWithSubject } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { translateMessage } from '@carmarket/shared/i18n/message';
import { useT } from '../../../lib/i18n';
import { MessageParts, partSlots } from '../../../lib/message-parts';
import { preferredScrollBehavior } from '../../../lib/motion';

interface CheckedAnswers {
  creditBand: CreditScoreBandId;
  annualIncome: number;
  isAdult: boolean;
}

const VERDICT_STYLES = {
  approved: {
    Icon: CircleCheck,
    box: 'border-emerald-200 bg-emerald-50',
    icon: 'text-emerald-700',
  },
  likely: { Icon: CircleCheck, box: 'border-emerald-200 bg-emerald-50', icon: 'text-emerald-700' },
  review: { Icon: CircleAlert, box: 'border-amber-200 bg-amber-50', icon: 'text-amber-700' },
  declined: { Icon: CircleX, box: 'border-red-200 bg-red-50', icon: 'text-red-700' },
} as const;

function Verdict({ result }: { result: EligibilityResult }) {
  const translator = useT();
  const { t } = translator;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { Icon, box, icon } = VERDICT_STYLES[result.verdict];

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'center' });
  }, []);

  return (
    <div className={cn('rounded-2xl border p-5 sm:p-6', box)}>
      <div className="flex gap-3">
        <Icon aria-hidden className={cn('mt-0.5 size-6 shrink-0', icon)} />
        <div className="min-w-0">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-bold text-slate-900 focus:outline-none"
          >
            {t(result.title)}
          </h3>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">{t(result.explanation)}</p>
          {result.debtToIncomePercent !== null && (
            <p className="mt-3 text-sm text-slate-700">
              <MessageParts
                text={t('Debt-to-income with this loan: {ratio} (must stay below {percent}%)', {
                  ...partSlots('ratio'),
                  percent: ELIGIBILITY_RULES.maximumDebtToIncomePercent,
                })}
                parts={{
                  ratio: (
                    <strong className="tabular-nums">
                      {result.debtToIncomePercent.toFixed(1)}%
                    </strong>
                  ),
                }}
              />
            </p>
          )}
          {result.reasons.length > 0 && (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {result.reasonMessages.map((reason, index) => (
                <li key={result.reasons[index]}>{translateMessage(translator, reason)}</li>
              ))}
            </ul>
          )}
          <Link
            to={contactWithSubject(result.eligible ? 'billing' : 'general')}
            className={buttonStyles({ className: 'mt-5' })}
          >
            {result.eligible ? t('Apply Now') : t('Talk to our finance team')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * The eligibility checker: credit band, income and age, judged by the shared `checkEligibility`
 * against the calculator's current monthly payment, so the verdict follows the sliders.
 */
export function EligibilityChecker({ monthlyPayment }: { monthlyPayment: number }) {
  const { t } = useT();
  const [creditBand, setCreditBand] = useState<CreditScoreBandId | null>(null);
  const [annualIncome, setAnnualIncome] = useState<number>(ELIGIBILITY_RULES.defaultAnnualIncome);
  const [isAdult, setIsAdult] = useState(false);
  const [bandError, setBandError] = useState(false);
  const [checked, setChecked] = useState<{ answers: CheckedAnswers; attempt: number } | null>(null);
  const bandsRef = useRef<HTMLFieldSetElement>(null);
  const ids = {
    bands: useId(),
    income: useId(),
    incomeHint: useId(),
    adult: useId(),
    bandError: useId(),
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!creditBand) {
      setBandError(true);
      bandsRef.current?.querySelector('input')?.focus();
      return;
    }
    setChecked((previous) => ({
      answers: { creditBand, annualIncome, isAdult },
      attempt: (previous?.attempt ?? 0) + 1,
    }));
  };

  const result = checked ? checkEligibility({ ...checked.answers, monthlyPayment }) : null;

  return (
    <div className="space-y-6">
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8"
      >
        <fieldset ref={bandsRef} aria-describedby={bandError ? ids.bandError : undefined}>
          <legend className="text-sm font-semibold text-slate-800">
            {t('Credit score range')}
          </legend>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {CREDIT_SCORE_BANDS.map((band) => (
              <label
                key={band.id}
                className={cn(
                  'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
                  creditBand === band.id
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-slate-300 bg-white hover:border-slate-400',
                )}
              >
                <input
                  type="radio"
                  name={ids.bands}
                  value={band.id}
                  checked={creditBand === band.id}
                  onChange={() => {
                    setCreditBand(band.id);
                    setBandError(false);
                  }}
                  className="size-4 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-none"
                />
                <span className="min-w-0">
                  <span className="block text-base font-bold text-slate-900">{t(band.label)}</span>
                  <span className="block text-xs text-slate-600">{t(band.rating)}</span>
                </span>
              </label>
            ))}
          </div>
          {bandError && (
            <p id={ids.bandError} className="mt-2 text-sm font-medium text-red-700">
              {t('Choose your credit score range')}
            </p>
          )}
        </fieldset>

        <div>
          <label htmlFor={ids.income} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('Annual income (USD)')}
          </label>
          <input
            id={ids.income}
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            value={Number.isNaN(annualIncome) ? '' : annualIncome}
            onChange={(event) => setAnnualIncome(event.currentTarget.valueAsNumber)}
            aria-describedby={ids.incomeHint}
            className={cn(inputStyles, 'max-w-xs tabular-nums')}
          />
          <p id={ids.incomeHint} className="mt-1.5 text-sm text-slate-500">
            {t('Before tax, from all sources.')}
          </p>
        </div>

        <div className="flex items-center gap-3">
          <input
            id={ids.adult}
            type="checkbox"
            checked={isAdult}
            onChange={(event) => setIsAdult(event.currentTarget.checked)}
            className="size-5 shrink-0 cursor-pointer rounded accent-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          />
          <label htmlFor={ids.adult} className="cursor-pointer text-sm font-medium text-slate-800">
            {t('I am {age} or older', { age: ELIGIBILITY_RULES.minimumAge })}
          </label>
        </div>

        <button
          type="submit"
          className={buttonStyles({ size: 'lg', className: 'w-full sm:w-auto' })}
        >
          {t('Check Eligibility')}
        </button>
      </form>

      <div aria-live="polite">
        {result && checked && <Verdict key={checked.attempt} result={result} />}
      </div>
    </div>
  );
}

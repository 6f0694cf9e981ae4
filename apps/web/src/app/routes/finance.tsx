import { msg } from '@carmarket/shared/i18n/translate';
import { BadgeCheck, Clock, RotateCcw } from 'lucide-react';
import { containerClasses } from '../../components/layout/page-container';
import { PageHero } from '../../components/layout/page-hero';
import { SectionHeading } from '../../components/ui/section-heading';
import { EligibilityChecker } from '../../features/finance/components/eligibility-checker';
import { EligibilityRequirements } from '../../features/finance/components/eligibility-requirements';
import { FinanceFaq } from '../../features/finance/components/finance-faq';
import { LoanCalculator } from '../../features/finance/components/loan-calculator';
import { LoanOptions } from '../../features/finance/components/loan-options';
import { useLoanCalculator } from '../../features/finance/hooks/use-loan-calculator';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

const HIGHLIGHTS = [
  { Icon: Clock, text: msg('Same-day approval') },
  { Icon: BadgeCheck, text: msg('From 10% down') },
  { Icon: RotateCcw, text: msg('7-day money-back guarantee') },
] as const;

const sectionClasses = cn(containerClasses, 'py-14 sm:py-16');

export function FinanceRoute() {
  const { t } = useT();
  const loan = useLoanCalculator();

  return (
    <>
      <PageHero
        eyebrow={t('Car Financing')}
        title={t('Finance your next car with confidence')}
        intro={t(
          'Estimate your monthly payment, check your eligibility in a minute and compare our loan options before you meet a seller.',
        )}
      >
        <ul className="mt-8 flex flex-wrap gap-3">
          {HIGHLIGHTS.map(({ Icon, text }) => (
            <li
              key={text}
              className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-4 py-2 text-sm font-medium text-white"
            >
              <Icon aria-hidden className="size-4 text-accent-300" />
              {t(text)}
            </li>
          ))}
        </ul>
      </PageHero>

      <section aria-labelledby="calculator-title" className={sectionClasses}>
        <SectionHeading
          id="calculator-title"
          eyebrow={t('Loan calculator')}
          title={t('What will it cost each month?')}
          intro={t(
            'Move the sliders to see your monthly payment, the interest and the total you pay.',
          )}
        />
        <div className="mt-8">
          <LoanCalculator loan={loan} />
        </div>
      </section>

      <section aria-labelledby="eligibility-title" className="border-y border-slate-200 bg-white">
        <div className={sectionClasses}>
          <SectionHeading
            id="eligibility-title"
            eyebrow={t('Eligibility checker')}
            title={t('Check if you qualify')}
            intro={t(
              'We compare the monthly payment from the calculator with your income. Nothing is sent anywhere.',
            )}
          />
          <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
            <EligibilityChecker monthlyPayment={loan.result.monthlyPayment} />
            <EligibilityRequirements />
          </div>
        </div>
      </section>

      <section aria-labelledby="options-title" className={sectionClasses}>
        <SectionHeading
          id="options-title"
          eyebrow={t('Finance options')}
          title={t('Choose the plan that fits you')}
        />
        <div className="mt-10">
          <LoanOptions />
        </div>
      </section>

      <section aria-labelledby="finance-faq-title" className={cn(sectionClasses, 'pt-0 sm:pt-0')}>
        <SectionHeading
          id="finance-faq-title"
          eyebrow={t('FAQ')}
          title={t('Questions about car finance')}
        />
        <FinanceFaq className="mt-8 max-w-3xl" />
      </section>
    </>
  );
}

import { msg } from '@carmarket/shared/i18n/translate';
import { containerClasses } from '../../../components/layout/page-container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const STEPS = [
  {
    title: msg('Search and filter'),
    text: msg('Narrow thousands of ads down by price, brand, fuel type, transmission and city.'),
  },
  {
    title: msg('Compare and plan'),
    text: msg(
      'Save cars to your wishlist and estimate the monthly payment with our loan calculator.',
    ),
  },
  {
    title: msg('Meet the seller'),
    text: msg('Contact the seller, then inspect and test-drive the car with our safety checklist.'),
  },
  {
    title: msg('Drive away'),
    text: msg(
      'Agree the price, finish the paperwork and enjoy your car, with our team a call away.',
    ),
  },
] as const;

export function HowItWorks() {
  const { t } = useT();
  return (
    <section aria-labelledby="home-how-title" className="border-y border-slate-200 bg-white">
      <div className={cn(containerClasses, 'py-16 sm:py-20')}>
        <SectionHeading
          id="home-how-title"
          eyebrow={t('How It Works')}
          title={t('From search to keys in four steps')}
          align="center"
        />
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative text-center">
              {index < STEPS.length - 1 && (
                <span
                  aria-hidden
                  className="absolute top-7 left-[calc(50%+2.5rem)] hidden h-px w-[calc(100%-5rem+1.5rem)] bg-brand-200 lg:block"
                />
              )}
              <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-700 text-xl font-bold text-white shadow-sm">
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(step.title)}</h3>
              <p className="mx-auto mt-2 max-w-xs text-sm leading-relaxed text-slate-600">
                {t(step.text)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

import {
  ArrowRight,
  BadgeCheck,
  Calculator,
  Camera,
  Check,
  MapPin,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { containerClasses } from '../../components/layout/page-container';
import { buttonStyles } from '../../components/ui/button-styles';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

const HERO_POINTS = [
  'Every ad reviewed before it goes live',
  'Loan calculator built in',
  'Free Member package to sell',
];

const STEPS = [
  { title: 'Search and filter', text: 'Narrow the ads down by price, brand, fuel type and city.' },
  {
    title: 'Compare and plan',
    text: 'Save cars to your wishlist and estimate the monthly payment.',
  },
  {
    title: 'Meet with confidence',
    text: 'Contact the seller and inspect the car with our safety checklist in hand.',
  },
];

const VALUES: ReadonlyArray<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: ShieldCheck,
    title: 'Reviewed listings',
    text: 'Our team checks every new ad before it is published, usually within 24 hours.',
  },
  {
    Icon: Calculator,
    title: 'Finance made simple',
    text: 'Work out a monthly payment and check your eligibility before you meet a seller.',
  },
  {
    Icon: Camera,
    title: 'Sell in three steps',
    text: 'Add your car’s details, upload photos, review and submit. That is all it takes.',
  },
  {
    Icon: MapPin,
    title: 'Close to home',
    text: 'Pick your city once and CarMarket remembers it the next time you visit.',
  },
];

export function HomeRoute() {
  return (
    <>
      <section
        aria-labelledby="home-hero-title"
        className="relative isolate overflow-hidden bg-brand-950 text-white"
      >
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%),radial-gradient(ellipse_at_bottom_left,var(--color-brand-900),transparent_55%)]"
        />
        <div
          aria-hidden
          className="absolute -right-24 -bottom-32 -z-10 size-[28rem] rounded-full border-[3rem] border-white/5"
        />
        <div
          className={cn(
            containerClasses,
            'grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-28',
          )}
        >
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-brand-100 sm:text-sm">
              <BadgeCheck aria-hidden className="size-4 text-accent-300" />
              Sri Lanka&rsquo;s used-car marketplace
            </p>
            <h1
              id="home-hero-title"
              className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              Find your next car with <span className="text-accent-300">confidence</span>
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-brand-100 sm:text-lg">
              Browse reviewed listings from trusted sellers, compare prices in rupees and plan your
              finance, or sell your own car in three simple steps.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link
                to={paths.buyCar}
                className={buttonStyles({
                  variant: 'accent',
                  size: 'lg',
                  className: 'focus-visible:ring-offset-brand-950',
                })}
              >
                Browse cars
                <ArrowRight aria-hidden className="size-5" />
              </Link>
              <Link to={paths.sellCar} className={buttonStyles({ variant: 'on-dark', size: 'lg' })}>
                Sell your car
              </Link>
            </div>
            <ul className="mt-10 flex flex-col gap-3 text-sm text-brand-100 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {HERO_POINTS.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-300" />
                  {point}
                </li>
              ))}
            </ul>
          </div>

          <div className="hidden rounded-2xl border border-white/15 bg-white/[0.07] p-7 shadow-2xl backdrop-blur lg:block">
            <h2 className="text-lg font-semibold">How buying works</h2>
            <ol className="mt-6 space-y-6">
              {STEPS.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-400 text-sm font-bold text-slate-900">
                    {index + 1}
                  </span>
                  <span>
                    <span className="block font-semibold">{step.title}</span>
                    <span className="mt-1 block text-sm leading-relaxed text-brand-100">
                      {step.text}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
            <Link
              to={paths.safetyTips}
              className="mt-7 inline-flex min-h-11 items-center gap-1.5 rounded-full text-sm font-semibold text-accent-300 hover:text-accent-100 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-950 focus-visible:outline-none"
            >
              Read our safety tips
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="home-values-title"
        className={cn(containerClasses, 'py-16 sm:py-20')}
      >
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            Why CarMarket
          </p>
          <h2
            id="home-values-title"
            className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Buying and selling, without the guesswork
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ Icon, title, text }) => (
            <li
              key={title}
              className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card)"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

import { msg } from '@carmarket/shared/i18n/translate';
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';
import { HeroSlideArt, type HeroScene } from './hero-slide-art';

/** Spec section 9: a slide every 6 s; the 1 s fade is the `duration-1000` below. */
const SLIDE_INTERVAL_MS = 6000;

interface Slide {
  scene: HeroScene;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
}

const SLIDES: readonly Slide[] = [
  {
    scene: 'city',
    eyebrow: msg('Buy a car'),
    title: msg('Find your next car with confidence'),
    text: msg(
      'Browse reviewed listings from trusted sellers in all 25 districts, compare prices and save your favourites for later.',
    ),
    cta: msg('Browse cars'),
    to: paths.buyCar,
  },
  {
    scene: 'sunrise',
    eyebrow: msg('Sell a car'),
    title: msg('Sell your car in three simple steps'),
    text: msg(
      'Add the details, upload photos and submit. Our team reviews every ad, usually within 24 hours, and the Member package is free.',
    ),
    cta: msg('Sell your car'),
    to: paths.sellCar,
  },
  {
    scene: 'finance',
    eyebrow: msg('Car finance'),
    title: msg('Plan the payments before you buy'),
    text: msg(
      'Estimate your monthly payment, check your eligibility in a minute and get same-day approval on most applications.',
    ),
    cta: msg('Explore finance'),
    to: paths.finance,
  },
];

const controlClasses =
  'grid size-11 shrink-0 place-items-center rounded-full border border-white/30 bg-brand-950/60 text-white backdrop-blur transition-colors hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-brand-950 focus-visible:outline-none';

/**
 * The rotating hero of spec section 2: three slides that fade every 6 s and wrap. It stands still
 * while hovered or focused, when the visitor pauses it, and for anyone who asks the system for
 * reduced motion.
 */
export function HeroCarousel() {
  const { t } = useT();
  const [current, setCurrent] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocusWithin, setHasFocusWithin] = useState(false);
  const [isPausedByUser, setIsPausedByUser] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const isRotating = !prefersReducedMotion && !isPausedByUser && !isHovered && !hasFocusWithin;
  const count = SLIDES.length;

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setTimeout(
      () => setCurrent((index) => (index + 1) % count),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isRotating, current, count]);

  const show = (index: number) => setCurrent((index + count) % count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocusWithin(false);
  };

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={t('Highlights')}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocusWithin(true)}
      onBlur={onBlur}
      className="relative isolate flex min-h-[38rem] flex-col overflow-hidden rounded-3xl bg-brand-950 text-white ring-1 ring-white/10 sm:min-h-[34rem] lg:min-h-[32rem]"
    >
      {SLIDES.map((slide, index) => (
        <div
          key={slide.scene}
          aria-hidden
          className={cn(
            // The controls run along the hero's foot: the drawing ends above them, so its car
            // is never under a button.
            'absolute inset-x-0 top-0 bottom-[4.75rem] -z-10 transition-opacity duration-1000 motion-reduce:transition-none',
            index === current ? 'opacity-100' : 'opacity-0',
          )}
        >
          <HeroSlideArt scene={slide.scene} />
        </div>
      ))}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-linear-to-b from-brand-950 from-40% via-brand-950/80 via-60% to-brand-950/0 sm:bg-linear-to-r sm:from-brand-950 sm:from-30% sm:via-brand-950/75 sm:via-55% sm:to-brand-950/0"
      />

      <div className="flex flex-1 flex-col px-6 pt-8 pb-6 sm:px-10 sm:pt-12 lg:px-12">
        <h1 className="self-start rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-brand-100 sm:text-sm">
          {t('Sri Lanka’s used-car marketplace')}
        </h1>

        <div className="mt-6 grid" aria-live={isRotating ? 'off' : 'polite'}>
          {SLIDES.map((slide, index) => {
            const isCurrent = index === current;
            return (
              <div
                key={slide.scene}
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('{number} of {count}: {name}', {
                  number: index + 1,
                  count,
                  name: t(slide.eyebrow),
                })}
                aria-hidden={!isCurrent}
                inert={!isCurrent}
                className={cn(
                  'col-start-1 row-start-1 max-w-xl transition-opacity duration-1000 motion-reduce:transition-none',
                  isCurrent ? 'opacity-100' : 'pointer-events-none opacity-0',
                )}
              >
                <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
                  {t(slide.eyebrow)}
                </p>
                <h2 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                  {t(slide.title)}
                </h2>
                <p className="mt-4 max-w-lg text-base leading-relaxed text-brand-100 sm:text-lg">
                  {t(slide.text)}
                </p>
                <Link
                  to={slide.to}
                  className={buttonStyles({
                    variant: 'accent',
                    size: 'lg',
                    className: 'mt-7 focus-visible:ring-white focus-visible:ring-offset-brand-950',
                  })}
                >
                  {t(slide.cta)}
                  <ArrowRight aria-hidden className="size-5" />
                </Link>
              </div>
            );
          })}
        </div>

        <div className="mt-auto flex items-center gap-2 pt-8">
          <button
            type="button"
            onClick={() => show(current - 1)}
            aria-label={t('Previous slide')}
            className={controlClasses}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <ul className="flex items-center rounded-full bg-brand-950/60 px-1 backdrop-blur">
            {SLIDES.map((slide, index) => (
              <li key={slide.scene}>
                <button
                  type="button"
                  onClick={() => show(index)}
                  aria-label={t('Show slide {number} of {count}', { number: index + 1, count })}
                  aria-current={index === current ? 'true' : undefined}
                  className="group grid size-11 place-items-center rounded-full focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                >
                  <span
                    className={cn(
                      'block h-2.5 rounded-full transition-all motion-reduce:transition-none',
                      index === current
                        ? 'w-7 bg-accent-400'
                        : 'w-2.5 bg-white/60 group-hover:bg-white',
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => show(current + 1)}
            aria-label={t('Next slide')}
            className={controlClasses}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
          {!prefersReducedMotion && (
            <button
              type="button"
              onClick={() => setIsPausedByUser((paused) => !paused)}
              aria-label={isPausedByUser ? t('Play slideshow') : t('Pause slideshow')}
              className={cn(controlClasses, 'ml-auto')}
            >
              {isPausedByUser ? (
                <Play aria-hidden className="size-4" />
              ) : (
                <Pause aria-hidden className="size-4" />
              )}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

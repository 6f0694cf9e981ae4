import { msg } from '@carmarket/shared/i18n/translate';
import { Quote, Star } from 'lucide-react';
import { containerClasses } from '../../../components/layout/page-container';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';
import { SectionHeading } from '../../../components/ui/section-heading';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const STORIES = [
  {
    name: 'Nadeesha Perera',
    city: 'Colombo',
    car: msg('Bought a Toyota Aqua'),
    quote: msg(
      'I found my Aqua in two evenings of browsing. The seller’s ad matched the car exactly, and the loan calculator told me what I could afford before I even called.',
    ),
  },
  {
    name: 'Ruwan Jayasinghe',
    city: 'Kandy',
    car: msg('Sold a Honda Vezel'),
    quote: msg(
      'My ad was reviewed and live the same afternoon. I had three serious buyers within a week and sold for the price I asked.',
    ),
  },
  {
    name: 'Fathima Rizwan',
    city: 'Galle',
    car: msg('Financed a Suzuki Wagon R'),
    quote: msg(
      'The eligibility check was quick and honest. My finance was approved the same day and the team answered every question I had.',
    ),
  },
] as const;

export function CustomerStories() {
  const { t } = useT();
  return (
    <section aria-labelledby="home-stories-title" className="bg-brand-50/60">
      <div className={cn(containerClasses, 'py-16 sm:py-20')}>
        <SectionHeading
          id="home-stories-title"
          eyebrow={t('Happy Customer Stories')}
          title={t('Drivers across Sri Lanka trust CarMarket')}
          align="center"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {STORIES.map((story, index) => (
            <li key={story.name}>
              <figure className="flex h-full flex-col rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-7">
                <div className="flex items-center justify-between">
                  <span
                    role="img"
                    className="flex gap-0.5 text-accent-500"
                    aria-label={t('Rated {rating} out of {max}', { rating: 5, max: 5 })}
                  >
                    {Array.from({ length: 5 }, (_, star) => (
                      <Star key={star} aria-hidden className="size-4 fill-current" />
                    ))}
                  </span>
                  <Quote aria-hidden className="size-7 text-brand-100" />
                </div>
                <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700">
                  <p>&ldquo;{t(story.quote)}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                  <InitialsAvatar name={story.name} tone={index} className="size-12 text-base" />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{story.name}</span>
                    <span className="block text-sm text-slate-600">
                      {t(story.city)} &middot; {t(story.car)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

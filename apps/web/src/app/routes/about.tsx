import { containerClasses } from '../../components/layout/page-container';
import { PageHero } from '../../components/layout/page-hero';
import { TitledSection } from '../../components/layout/titled-section';
import { CompanyStats } from '../../features/about/components/company-stats';
import { CoreValues } from '../../features/about/components/core-values';
import { LeadershipTeam } from '../../features/about/components/leadership-team';
import { MissionAndVision } from '../../features/about/components/mission-and-vision';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export function AboutRoute() {
  const { t } = useT();
  return (
    <>
      <PageHero
        eyebrow={t('About Us')}
        title={t('Helping Sri Lanka buy and sell cars with confidence')}
        intro={t(
          'CarMarket started with a simple idea: a used car deserves an honest ad, a fair price and a buyer who knows what they are getting. Ten years on, that is still how we work.',
        )}
      />

      <div className={cn(containerClasses, 'relative z-10 -mt-8 sm:-mt-10')}>
        <h2 className="sr-only">{t('CarMarket in numbers')}</h2>
        <CompanyStats />
      </div>

      <div className={cn(containerClasses, 'py-14 sm:py-16')}>
        <MissionAndVision />
      </div>

      <TitledSection
        id="leadership-title"
        eyebrow={t('Leadership')}
        title={t('The people behind CarMarket')}
        align="center"
        className="pb-14 sm:pb-16"
      >
        <div className="mt-10">
          <LeadershipTeam />
        </div>
      </TitledSection>

      <section aria-labelledby="values-title" className="bg-brand-950">
        <div className={cn(containerClasses, 'py-14 sm:py-20')}>
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
              {t('Core values')}
            </p>
            <h2
              id="values-title"
              className="mt-2 text-2xl font-bold tracking-tight text-white sm:text-3xl"
            >
              {t('What we stand for')}
            </h2>
          </div>
          <div className="mt-10">
            <CoreValues />
          </div>
        </div>
      </section>
    </>
  );
}

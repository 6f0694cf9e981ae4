import { searchPagePath } from '@carmarket/shared/page-titles';
import { Link } from 'react-router';
import { TitledSection } from '../../../components/layout/titled-section';
import { focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useFilterSpecs } from '../api/get-filter-specs';
import { useVehicleModels } from '../api/get-vehicle-models';

const countFormat = new Intl.NumberFormat('en-US');

/**
 * Every make with cars for sale now, each a link to its Buy Car page (`/buy-car?brand=3`, the
 * make's canonical address), with its count of live ads: an index a buyer scans and a crawler
 * follows to every make's page. The counts are the catalogue's, as the Model filter shows them.
 */
export function BrowseByMake() {
  const { t } = useT();
  const specs = useFilterSpecs();
  const catalogue = useVehicleModels([]);
  if (!specs.data || !catalogue.data) return null;
  const liveAds = new Map<number, number>();
  for (const model of catalogue.data) {
    liveAds.set(model.makeId, (liveAds.get(model.makeId) ?? 0) + model.count);
  }
  const makes = specs.data.brands.filter((make) => (liveAds.get(make.id) ?? 0) > 0);
  if (makes.length === 0) return null;
  return (
    <TitledSection
      id="browse-by-make-title"
      eyebrow={t('Browse by make')}
      title={t('Find cars by make')}
      intro={t('Every make with cars for sale today, and how many.')}
      className="pb-14 sm:pb-16"
    >
      <ul className="mt-8 flex flex-wrap gap-2">
        {makes.map((make) => {
          const count = liveAds.get(make.id) ?? 0;
          return (
            <li key={make.id}>
              <Link
                to={searchPagePath({ make: make.id })}
                // Read as "Toyota, 42 cars": the count alone would sound like part of the name.
                aria-label={t('{name}, {count, plural, one {# car} other {# cars}}', {
                  name: make.name,
                  count,
                })}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition-colors hover:border-slate-400 hover:bg-slate-50',
                  focusRing,
                )}
              >
                {make.name}
                <span className="text-xs font-normal text-slate-600 tabular-nums">
                  {countFormat.format(count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

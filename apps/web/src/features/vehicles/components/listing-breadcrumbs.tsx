import { searchPagePath } from '@carmarket/shared/page-titles';
import type { VehicleDetail } from '@carmarket/shared/vehicle-detail';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** The height the trail takes, also held by the car page's placeholder while the car loads. */
export const BREADCRUMBS_HEIGHT = 'h-5';

/**
 * Home › Buy Car › Toyota › Aqua › Kandy › the ad: each step a link to the Buy Car page of the
 * make, then of its model, then of that model in the ad's city (the canonical addresses of
 * shared/page-titles), so a crawler reaches them from every ad and a buyer can widen the search
 * in one tap. One line: the ad's title is cut short rather than wrapping.
 */
export function ListingBreadcrumbs({
  car,
}: {
  car: Pick<VehicleDetail, 'title' | 'make' | 'model' | 'city' | 'searchIds'>;
}) {
  const { t } = useT();
  const { makeId, modelId, cityId } = car.searchIds;
  const model = modelId ?? undefined;
  const steps = [
    { label: t('Home'), to: paths.home },
    { label: t('Buy Car'), to: paths.buyCar },
    { label: car.make, to: searchPagePath({ make: makeId }) },
    ...(model === undefined
      ? []
      : [{ label: car.model, to: searchPagePath({ make: makeId, model }) }]),
    { label: t(car.city), to: searchPagePath({ make: makeId, model, city: cityId }) },
  ];
  return (
    <nav aria-label={t('Breadcrumb')} className={cn('mb-4 text-sm', BREADCRUMBS_HEIGHT)}>
      <ol className="flex min-w-0 items-center gap-1 overflow-hidden whitespace-nowrap text-slate-600">
        {steps.map((step) => (
          <Fragment key={step.to}>
            <li className="shrink-0">
              <Link
                to={step.to}
                className={cn('rounded hover:text-brand-700 hover:underline', focusRing)}
              >
                {step.label}
              </Link>
            </li>
            <li aria-hidden className="shrink-0 text-slate-400">
              <ChevronRight className="size-3.5" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="min-w-0 truncate font-medium text-slate-900">
          {car.title}
        </li>
      </ol>
    </nav>
  );
}

import { formatMileage } from '@carmarket/shared/format';
import { msg } from '@carmarket/shared/i18n/translate';
import type { VehicleDetail } from '@carmarket/shared/vehicle-detail';
import { CheckCircle2 } from 'lucide-react';
import { useT } from '../../../lib/i18n';

const ccFormat = new Intl.NumberFormat('en-US');

// The answer to a yes-or-no specification ("Ongoing lease").
const YES = msg('Yes');
const NO = msg('No');

/**
 * The car page's Features and Specifications, below its first screen: a chunk of its own
 * (vehicle-specifications-lazy.ts) so the first load has room for the gallery's (issue 38).
 */
export default function VehicleSpecifications({ car }: { car: VehicleDetail }) {
  const { t } = useT();
  // Only what the ad holds; an electric car has no engine capacity to show.
  const specifications: Array<[string, string]> = [
    [t('Make'), car.make],
    [t('Model'), car.model],
    [t('Year of manufacture'), String(car.yom)],
    [t('Condition'), t(car.Condition.name)],
    [t('Vehicle type'), t(car.vehicleType)],
    ...(car.engineCapacity > 0
      ? [[t('Engine'), `${ccFormat.format(car.engineCapacity)} cc`] as [string, string]]
      : []),
    [t('Mileage'), formatMileage(car.mileage)],
    [t('Transmission'), t(car.Transmission.name)],
    [t('Fuel type'), t(car.FuelType.name)],
    [t('Ongoing lease'), car.ongoingLease ? t(YES) : t(NO)],
  ];

  return (
    <>
      {car.features.length > 0 && (
        <section aria-labelledby="features-title" className="mt-8">
          <h2 id="features-title" className="text-xl font-bold text-slate-900">
            {t('Features')}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {car.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2 text-slate-700">
                <CheckCircle2 aria-hidden className="size-5 text-emerald-600" />
                {t(feature)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="specifications-title" className="mt-8">
        <h2 id="specifications-title" className="text-xl font-bold text-slate-900">
          {t('Specifications')}
        </h2>
        <dl className="mt-3 divide-y divide-slate-200 rounded-(--radius-card) bg-white ring-1 ring-slate-200">
          {specifications.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 px-4 py-3 text-sm">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

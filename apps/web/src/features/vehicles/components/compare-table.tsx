import { formatListingPrice, formatMileage } from '@carmarket/shared/format';
import type { CompareCar } from '@carmarket/shared/market-insights';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { carDetailById } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

const ccFormat = new Intl.NumberFormat('en-LK');

/**
 * Up to 3 cars side by side: a column each, a row per fact, the row names in the first column.
 * At 390 px the table scrolls sideways inside its own box, its row names staying in view, so
 * the page itself never overflows.
 */
export function CompareTable({
  cars,
  onRemove,
}: {
  cars: CompareCar[];
  onRemove: (id: number) => void;
}) {
  const { t } = useT();
  const rows: Array<[string, (car: CompareCar) => ReactNode]> = [
    [t('Price'), (car) => <span className="font-semibold">{formatListingPrice(car.price)}</span>],
    [t('Year'), (car) => car.yom],
    [t('Mileage'), (car) => formatMileage(car.mileage)],
    [t('Engine'), (car) => `${ccFormat.format(car.engineCapacity)} cc`],
    [t('Fuel type'), (car) => t(car.fuelType)],
    [t('Transmission'), (car) => t(car.transmission)],
    [
      t('Features'),
      (car) =>
        car.features.length > 0 ? (
          <ul className="space-y-1">
            {car.features.map((feature) => (
              <li key={feature}>{t(feature)}</li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-500">{t('None listed')}</span>
        ),
    ],
    [
      t('Price band'),
      (car) =>
        car.priceBand ? (
          <>
            <span className="block">
              {t('{low} – {high}', {
                low: formatListingPrice(car.priceBand.low),
                high: formatListingPrice(car.priceBand.high),
              })}
            </span>
            <span className="block text-sm text-slate-600">
              {t('{count, plural, one {based on # similar car} other {based on # similar cars}}', {
                count: car.priceBand.count,
              })}
            </span>
          </>
        ) : (
          <span className="text-slate-500">{t('Not enough similar cars')}</span>
        ),
    ],
  ];
  const rowLabel =
    'sticky left-0 z-10 bg-slate-50 px-3 py-3 text-left align-top text-sm font-semibold text-slate-700';
  return (
    <div
      role="region"
      aria-label={t('Cars side by side')}
      // The box scrolls sideways on a phone: reachable with the keyboard.
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid="compare-scroll"
    >
      <table className="w-full min-w-[36rem] table-fixed border-collapse text-sm text-slate-900 sm:text-base">
        <colgroup>
          <col className="w-28 sm:w-40" />
          {cars.map((car) => (
            <col key={car.id} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-slate-200">
            <td className={rowLabel}>
              <span className="sr-only">{t('Car')}</span>
            </td>
            {cars.map((car) => (
              <th
                key={car.id}
                scope="col"
                className="px-3 py-3 text-left align-top font-normal break-words"
              >
                {car.image ? (
                  <img
                    src={car.image}
                    alt=""
                    width={320}
                    height={240}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                ) : (
                  <div aria-hidden className="aspect-[4/3] w-full rounded-lg bg-slate-100" />
                )}
                <Link
                  to={carDetailById(car.id)}
                  className="mt-2 block font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {car.title}
                </Link>
                <button
                  type="button"
                  onClick={() => onRemove(car.id)}
                  // The title is read out; the column shows it just above.
                  aria-label={t('Remove {title}', { title: car.title })}
                  className="mt-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <X aria-hidden className="size-4" />
                  {t('Remove')}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, cell]) => (
            <tr key={label} className="border-b border-slate-100 last:border-0">
              <th scope="row" className={rowLabel}>
                {label}
              </th>
              {cars.map((car) => (
                <td key={car.id} className="px-3 py-3 align-top break-words">
                  {cell(car)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

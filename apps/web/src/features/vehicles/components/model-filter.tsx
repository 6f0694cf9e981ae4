import type { IdName } from '@carmarket/shared/reference';
import type { VehicleModel } from '@carmarket/shared/vehicle-search';
import { useT } from '../../../lib/i18n';
import { ChipFilter } from './chip-filter';

interface ModelFilterProps {
  /** The chosen makes, in the Brand filter's order. */
  makes: IdName[];
  /** The chosen makes' models; undefined while they load. */
  models: VehicleModel[] | undefined;
  failed: boolean;
  /** Chosen models of makes that are not chosen (a link may name models alone). */
  others: VehicleModel[];
  /** Every make's name, to name the make of a model in `others`. */
  makeNames: IdName[];
  selected: number[];
  onChange: (selected: number[]) => void;
}

const hint = 'text-sm text-slate-600';

/**
 * Toggle chips of the chosen makes' models, each with its count of live ads, one group per make.
 * A model nobody sells now is left out unless it is chosen, so no chip leads to an empty page.
 */
export function ModelFilter({
  makes,
  models,
  failed,
  others,
  makeNames,
  selected,
  onChange,
}: ModelFilterProps) {
  const { t } = useT();
  const chips = (list: VehicleModel[], nameOf: (model: VehicleModel) => string) =>
    list
      .filter((model) => model.count > 0 || selected.includes(model.id))
      .map((model) => ({ id: model.id, name: nameOf(model), count: model.count }));

  return (
    <div className="space-y-4">
      {makes.length === 0 && <p className={hint}>{t('Choose a make to pick models')}</p>}
      {makes.length > 0 && failed && !models && (
        <p className={hint}>{t('The models could not be loaded. Please try again in a moment.')}</p>
      )}
      {makes.length > 0 && !failed && !models && <p className={hint}>{t('Loading models…')}</p>}
      {models &&
        makes.map((make) => {
          const options = chips(
            models.filter((model) => model.makeId === make.id),
            (model) => model.name,
          );
          return (
            <div key={make.id}>
              {makes.length > 1 && (
                <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {make.name}
                </p>
              )}
              {options.length > 0 ? (
                <ChipFilter
                  label={t('{make} models', { make: make.name })}
                  name="model"
                  options={options}
                  selected={selected}
                  onChange={onChange}
                />
              ) : (
                <p className={hint}>
                  {t('No {make} cars are for sale just now.', { make: make.name })}
                </p>
              )}
            </div>
          );
        })}
      {others.length > 0 && (
        <div>
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('Also chosen')}
          </p>
          <ChipFilter
            label={t('Other chosen models')}
            name="model"
            options={chips(others, (model) => {
              const make = makeNames.find((candidate) => candidate.id === model.makeId);
              return make ? `${make.name} ${model.name}` : model.name;
            })}
            selected={selected}
            onChange={onChange}
          />
        </div>
      )}
    </div>
  );
}

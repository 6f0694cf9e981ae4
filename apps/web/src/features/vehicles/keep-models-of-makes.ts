import type { VehicleModel } from '@carmarket/shared/vehicle-search';

// Its own module, used only by the filter panel: out of Buy Car's first load (issue 38 made room
// for the registration and town in the address this way).

/**
 * The chosen models that still belong to a chosen make after the makes change. A model the
 * catalogue does not place under a chosen make goes. Before the catalogue has answered
 * (`undefined`) the models stay while any make is chosen: dropping them would lose a choice
 * the page cannot yet show.
 */
export function keepModelsOfMakes(
  models: number[],
  makes: number[],
  catalogue: readonly Pick<VehicleModel, 'id' | 'makeId'>[] | undefined,
): number[] {
  if (makes.length === 0) return [];
  if (!catalogue) return models;
  const makeOf = new Map(catalogue.map((model) => [model.id, model.makeId]));
  return models.filter((id) => {
    const make = makeOf.get(id);
    return make !== undefined && makes.includes(make);
  });
}

import { useVehicleModels } from '../api/get-vehicle-models';

/**
 * The catalogue's models of one make as a native <datalist>: the browser offers them under a
 * text box as the seller types, and the box still takes any text (a model the catalogue lacks).
 */
export function ModelSuggestions({ makeId, listId }: { makeId: number; listId: string }) {
  const models = useVehicleModels([makeId]);
  return (
    <datalist id={listId}>
      {models.data?.map((model) => (
        <option key={model.id} value={model.name} />
      ))}
    </datalist>
  );
}

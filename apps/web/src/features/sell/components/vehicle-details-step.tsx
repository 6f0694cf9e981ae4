import type { AddVehicleDataResponse } from '@carmarket/shared/ad';
import { latestModelYear } from '@carmarket/shared/ad';
import type { IdName } from '@carmarket/shared/reference';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { AD_FLAGS, type AdDraft } from './ad-draft';
import { VehicleFactsFields } from './vehicle-facts-fields';
import type { RichTextEditorHandle } from './rich-text-editor';

// Quill is only needed by Featured and VIP sellers on this step: it loads on demand.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

type TextField = Exclude<keyof AdDraft, (typeof AD_FLAGS)[number]['name']>;

interface VehicleDetailsStepProps {
  draft: AdDraft;
  onChange: (changes: Partial<AdDraft>) => void;
  options: AddVehicleDataResponse;
  richDescription: boolean;
  /** The field the last Continue stopped at: it is marked invalid. */
  invalidField: keyof AdDraft | null;
  editorRef: { current: RichTextEditorHandle | null };
  /**
   * A <datalist> with id `listId` of the chosen make's models, offered under the Model box
   * (the catalogue belongs to the vehicles feature; the route composes the two).
   */
  renderModelSuggestions?: (options: { makeId: number; listId: string }) => ReactNode;
  /**
   * Issue 37: under the price, what similar cars sell for (the market data belongs to the
   * vehicles feature; the route composes the two).
   */
  renderPriceBand?: (car: {
    makeId: number;
    model: string;
    yom: string;
    mileage: string;
    price: string;
  }) => ReactNode;
}

/** Step 1, Vehicle Details: every field of spec section 2 plus the year of manufacture. */
export function VehicleDetailsStep({
  draft,
  onChange: onDraftChange,
  options,
  richDescription,
  invalidField,
  editorRef,
  renderModelSuggestions,
  renderPriceBand,
}: VehicleDetailsStepProps) {
  const { t } = useT();
  // A town belongs to its city (issue 38): another city clears it.
  const onChange = (changes: Partial<AdDraft>) =>
    onDraftChange(
      changes.cityId !== undefined && changes.cityId !== draft.cityId
        ? { ...changes, townId: '' }
        : changes,
    );
  const descriptionLabelId = useId();
  const modelListId = useId();
  const makeId = Number(draft.vehicleMakeId);
  const suggestModels = renderModelSuggestions !== undefined && makeId > 0;

  const inputFor =
    (
      name: TextField,
      extra: {
        inputMode?: 'numeric' | 'decimal';
        placeholder?: string;
        list?: string | undefined;
      } = {},
    ) =>
    (control: ControlProps) => (
      <input
        {...control}
        {...extra}
        aria-invalid={invalidField === name}
        type="text"
        value={draft[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
        className={inputStyles}
      />
    );

  // Reference rows arrive in English and read in the page's language; makes keep their names.
  const selectFor =
    (name: TextField, choices: IdName[], prompt: string, translateNames = true) =>
    (control: ControlProps) => (
      <select
        {...control}
        aria-invalid={invalidField === name}
        value={draft[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
        className={cn(inputStyles, 'pr-10')}
      >
        <option value="">{prompt}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {translateNames ? t(choice.name) : choice.name}
          </option>
        ))}
      </select>
    );

  return (
    <div className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField label={t('Ad title')}>
            {inputFor('title', { placeholder: t('e.g. Toyota Aqua 2018 – first owner') })}
          </FormField>
        </div>
        <FormField label={t('Phone number')} hint={t('10 digits')}>
          {inputFor('phone', { inputMode: 'numeric', placeholder: '07X XXX XXXX' })}
        </FormField>
        <FormField label={t('City')}>
          {selectFor('cityId', options.cities, t('Select city'))}
        </FormField>
        <FormField label={t('Vehicle type')}>
          {selectFor('vehicleTypeId', options.vehicleTypes, t('Select vehicle type'))}
        </FormField>
        <FormField label={t('Condition')}>
          {selectFor('conditionId', options.conditions, t('Select condition'))}
        </FormField>
        <FormField label={t('Make (brand)')}>
          {selectFor('vehicleMakeId', options.makes, t('Select make'), false)}
        </FormField>
        <FormField label={t('Model')}>
          {(control) => (
            <>
              {inputFor('model', {
                placeholder: t('e.g. {example}', { example: 'Aqua' }),
                list: suggestModels ? modelListId : undefined,
              })(control)}
              {suggestModels && renderModelSuggestions({ makeId, listId: modelListId })}
            </>
          )}
        </FormField>
        <FormField label={t('Year of manufacture')}>
          {inputFor('yom', {
            inputMode: 'numeric',
            placeholder: t('e.g. {example}', { example: String(latestModelYear() - 6) }),
          })}
        </FormField>
        <FormField label={t('Price (Rs.)')} hint={t('Up to 2 decimals')}>
          {(control) => (
            <>
              {inputFor('price', {
                inputMode: 'decimal',
                placeholder: t('e.g. {example}', { example: '4250000' }),
              })(control)}
              {renderPriceBand?.({
                makeId,
                model: draft.model,
                yom: draft.yom,
                mileage: draft.mileage,
                price: draft.price,
              })}
            </>
          )}
        </FormField>
        <FormField label={t('Transmission')}>
          {selectFor('transmissionId', options.transmissions, t('Select transmission'))}
        </FormField>
        <FormField label={t('Fuel type')}>
          {selectFor('fuelTypeId', options.fuelTypes, t('Select fuel type'))}
        </FormField>
        <FormField label={t('Engine capacity (cc)')}>
          {inputFor('engineCapacity', {
            inputMode: 'numeric',
            placeholder: t('e.g. {example}', { example: '1500' }),
          })}
        </FormField>
        <FormField label={t('Mileage (miles)')}>
          {inputFor('mileage', {
            inputMode: 'numeric',
            placeholder: t('e.g. {example}', { example: '45000' }),
          })}
        </FormField>
      </div>

      <VehicleFactsFields
        draft={draft}
        onChange={onChange}
        towns={options.towns}
        invalidField={invalidField}
      />

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('Features')}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {AD_FLAGS.map((flag) => (
            <label
              key={flag.name}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-2.5 text-sm font-medium text-slate-800 hover:border-slate-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                checked={draft[flag.name]}
                onChange={(event) => onChange({ [flag.name]: event.target.checked })}
                className="size-4 accent-brand-700"
              />
              {t(flag.label)}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <p id={descriptionLabelId} className="mb-1.5 text-sm font-semibold text-slate-800">
          {t('Description')} <span className="font-normal text-slate-500">{t('(optional)')}</span>
        </p>
        {richDescription ? (
          <Suspense
            fallback={<div className="h-56 animate-pulse rounded-xl bg-slate-100" aria-hidden />}
          >
            <RichTextEditor
              initialHtml={draft.description}
              labelId={descriptionLabelId}
              editorRef={editorRef}
            />
          </Suspense>
        ) : (
          <textarea
            aria-labelledby={descriptionLabelId}
            rows={6}
            value={draft.description}
            onChange={(event) => onChange({ description: event.target.value })}
            placeholder={t(
              'Describe the condition, service history and anything a buyer should know.',
            )}
            className={cn(inputStyles, 'resize-y')}
          />
        )}
      </div>
    </div>
  );
}

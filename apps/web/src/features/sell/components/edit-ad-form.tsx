import type { AddVehicleDataResponse } from '@carmarket/shared/ad';
import type { EditableAd } from '@carmarket/shared/ad-lifecycle';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import { Clock, Save } from 'lucide-react';
import { useRef, useState, type ComponentProps } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useEditAd } from '../api/edit-ad';
import { checkDraft, draftFromFields, toAdFields, type AdDraft } from './ad-draft';
import type { RichTextEditorHandle } from './rich-text-editor';
import { VehicleDetailsStep } from './vehicle-details-step';

/**
 * The sell wizard's step 1 on an existing ad (decision 081): the same fields, rules and messages
 * as a new ad, prefilled. Photos stay as they are. On a live ad, a new title, description or a
 * higher price waits for staff while buyers keep seeing the ad as it was.
 */
export function EditAdForm({
  ad,
  options,
  onSaved,
  renderModelSuggestions,
}: {
  ad: EditableAd;
  options: AddVehicleDataResponse;
  onSaved: () => void;
  renderModelSuggestions?: ComponentProps<typeof VehicleDetailsStep>['renderModelSuggestions'];
}) {
  const richDescription = PACKAGE_TIERS[ad.package].richDescription;
  const [draft, setDraft] = useState<AdDraft>(() => draftFromFields(ad.fields, ''));
  const [invalidField, setInvalidField] = useState<keyof AdDraft | null>(null);
  const editorRef = useRef<RichTextEditorHandle | null>(null);
  const editAd = useEditAd(ad.id);

  function save() {
    const current = richDescription
      ? { ...draft, description: editorRef.current?.getHtml() ?? draft.description }
      : draft;
    setDraft(current);
    const check = checkDraft(current);
    if (!check.ok) {
      setInvalidField(check.field);
      toast.error(check.message);
      return;
    }
    setInvalidField(null);
    editAd.mutate(toAdFields(current), {
      onSuccess: ({ message }) => {
        toast.success(message);
        onSaved();
      },
    });
  }

  return (
    <div className="rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) sm:p-8">
      {ad.status === 'active' && (
        <p className="mb-6 flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {ad.hasPendingEdit
            ? 'Your last changes are waiting for review; saving again replaces them.'
            : 'A new title, description or higher price is checked by our team before it goes live; until then buyers see the ad as it is. A lower price goes live at once.'}
        </p>
      )}
      <VehicleDetailsStep
        draft={draft}
        onChange={(changes) => setDraft((current) => ({ ...current, ...changes }))}
        options={options}
        richDescription={richDescription}
        invalidField={invalidField}
        editorRef={editorRef}
        renderModelSuggestions={renderModelSuggestions}
      />
      <div className="mt-8 flex justify-end border-t border-slate-100 pt-6">
        <button
          type="button"
          onClick={save}
          disabled={editAd.isPending}
          className={buttonStyles({ size: 'lg' })}
        >
          <Save aria-hidden className="size-4" />
          {editAd.isPending ? 'Saving…' : 'Save Changes'}
        </button>
      </div>
    </div>
  );
}

import { AD_FILE_FIELDS, AD_MESSAGES, type AddVehicleDataResponse } from '@carmarket/shared/ad';
import type { EditableAd } from '@carmarket/shared/ad-lifecycle';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import { Clock, Save } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n';
import { useEditAd } from '../api/edit-ad';
import { checkDraft, draftFromFields, toAdFields, type AdDraft } from './ad-draft';
import { PhotosStep, pickedPhotoProblem } from './photos-step';
import type { RichTextEditorHandle } from './rich-text-editor';
import { VehicleDetailsStep } from './vehicle-details-step';

/** A photo of the edit: one the ad has (by key) or one picked now (by file). */
type EditPhoto = { previewUrl: string } & ({ key: string } | { file: File });

/**
 * The sell wizard's step 1 and photos on an existing ad (decision 081): the same fields, rules,
 * limits and messages as a new ad, prefilled. On a live ad, every change but a lower price alone
 * waits for staff while buyers keep seeing the ad as it was (decision 106).
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
  const { t } = useT();
  const richDescription = PACKAGE_TIERS[ad.package].richDescription;
  const [draft, setDraft] = useState<AdDraft>(() => draftFromFields(ad.fields, ''));
  const [invalidField, setInvalidField] = useState<keyof AdDraft | null>(null);
  const editorRef = useRef<RichTextEditorHandle | null>(null);
  const editAd = useEditAd(ad.id);
  const maxPhotos = PACKAGE_TIERS[ad.package].maxPhotos;
  const [photos, setPhotos] = useState<EditPhoto[]>(() =>
    ad.photos.map((photo) => ({ key: photo.key, previewUrl: photo.url })),
  );
  // Picked files' previews are freed when the form goes.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(
    () => () =>
      photosRef.current.forEach((photo) => {
        if ('file' in photo) URL.revokeObjectURL(photo.previewUrl);
      }),
    [],
  );

  function addPhoto(file: File) {
    if (photos.length >= maxPhotos) return;
    const problem = pickedPhotoProblem(file, t);
    if (problem) {
      toast.error(problem);
      return;
    }
    setPhotos((current) =>
      current.length >= maxPhotos
        ? current
        : [...current, { file, previewUrl: URL.createObjectURL(file) }],
    );
  }

  function removePhoto(index: number) {
    setPhotos((current) => {
      const removed = current[index];
      if (removed && 'file' in removed) URL.revokeObjectURL(removed.previewUrl);
      return current.filter((_, at) => at !== index);
    });
  }

  function makeCover(index: number) {
    setPhotos((current) => {
      const chosen = current[index];
      return chosen ? [chosen, ...current.filter((_, at) => at !== index)] : current;
    });
  }

  /**
   * The photos as the edit sends them, in order: kept ones by key, new ones by their part name
   * (img1 for the first new file…); undefined when they are as the form opened with them.
   */
  function photoEdit() {
    const add = photos.flatMap((photo) => ('file' in photo ? [photo.file] : []));
    let added = 0;
    const order = photos.map((photo) => {
      if ('key' in photo) return photo.key;
      added += 1;
      return AD_FILE_FIELDS.photo(added);
    });
    const unchanged =
      add.length === 0 &&
      order.length === ad.photos.length &&
      order.every((key, index) => key === ad.photos[index]?.key);
    return unchanged ? undefined : { order, add };
  }

  function save() {
    const current = richDescription
      ? { ...draft, description: editorRef.current?.getHtml() ?? draft.description }
      : draft;
    setDraft(current);
    const check = checkDraft(current);
    if (!check.ok) {
      setInvalidField(check.field);
      toast.error(t(check.message));
      return;
    }
    setInvalidField(null);
    if (photos.length === 0) {
      toast.error(t(AD_MESSAGES.photoRequired));
      return;
    }
    const changedPhotos = photoEdit();
    const edit = changedPhotos
      ? { fields: toAdFields(current), photos: changedPhotos }
      : { fields: toAdFields(current) };
    editAd.mutate(edit, {
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
            ? t('Your last changes are waiting for review; saving again replaces them.')
            : t(
                'Our team checks your changes before they go live; until then buyers see the ad as it is. A lower price on its own goes live at once.',
              )}
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
      <section aria-labelledby="edit-photos-title" className="mt-10 border-t border-slate-100 pt-8">
        <h2 id="edit-photos-title" className="mb-4 text-lg font-semibold text-slate-900">
          {t('Photos')}
        </h2>
        <PhotosStep
          photos={photos}
          maxPhotos={maxPhotos}
          onAddPhoto={addPhoto}
          onRemovePhoto={removePhoto}
          onMakeCover={makeCover}
          extras={null}
        />
      </section>
      <div className="mt-8 flex justify-end border-t border-slate-100 pt-6">
        <button
          type="button"
          onClick={save}
          disabled={editAd.isPending}
          className={buttonStyles({ size: 'lg' })}
        >
          <Save aria-hidden className="size-4" />
          {editAd.isPending ? t('Saving…') : t('Save Changes')}
        </button>
      </div>
    </div>
  );
}

import type { AddVehicleDataResponse } from '@carmarket/shared/ad';
import { Info } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import type { AdDraft } from './ad-draft';
import type { PickedPhoto } from './photos-step';
import { NOT_SPECIFIED, reviewRows } from './review-rows';

interface ReviewStepProps {
  draft: AdDraft;
  options: AddVehicleDataResponse;
  photos: PickedPhoto[];
  richDescription: boolean;
  /** Featured and VIP: whether the 360° view and video were added. */
  extras: { threeSixty: boolean; video: boolean } | null;
}

/** Step 3, Review & Submit: every value as it will be sent (spec section 2). */
export function ReviewStep({ draft, options, photos, richDescription, extras }: ReviewStepProps) {
  const { t } = useT();
  const rows = reviewRows({ draft, options, extras, t });

  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-1 overflow-hidden rounded-xl border border-slate-200 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-4 border-b border-slate-100 px-4 py-3 text-sm sm:odd:border-r"
          >
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 text-right font-semibold wrap-anywhere text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="review-description">
        <h3 id="review-description" className="font-semibold text-slate-900">
          {t('Description')}
        </h3>
        {draft.description.trim() === '' ? (
          <p className="mt-2 text-sm text-slate-600">{t(NOT_SPECIFIED)}</p>
        ) : richDescription ? (
          // The seller's own text from the editor, shown back to the seller; the server
          // sanitises it before anyone else sees it.
          <div
            className="rich-description mt-2 text-sm text-slate-800"
            data-user-content
            dangerouslySetInnerHTML={{ __html: draft.description }}
          />
        ) : (
          <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{draft.description}</p>
        )}
      </section>

      <section aria-labelledby="review-photos">
        <h3 id="review-photos" className="font-semibold text-slate-900">
          {t('Photos ({count})', { count: photos.length })}
        </h3>
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-8">
          {photos.map((photo, index) => (
            <li key={photo.previewUrl}>
              <img
                src={photo.previewUrl}
                alt={t('Photo {number}', { number: index + 1 })}
                className="aspect-[4/3] w-full rounded-lg object-cover ring-1 ring-slate-200"
              />
            </li>
          ))}
        </ul>
      </section>

      <p className="flex gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('Your ad will be reviewed by our team before it goes live, usually within 24 hours.')}
      </p>
    </div>
  );
}

import { AD_ACCEPT, AD_UPLOAD_LIMITS } from '@carmarket/shared/ad';
import type { Translator } from '@carmarket/shared/i18n/translate';
import { formatMegabytes } from '@carmarket/shared/media';
import { Camera, Film, ImagePlus, Rotate3d, X } from 'lucide-react';
import { buttonStyles, focusRing } from '../../../components/ui/button-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

export interface PickedPhoto {
  file: File;
  previewUrl: string;
}

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The browser's first look at a picked photo, with the server's sentences: the wrong type or too
 * large. The server judges the bytes again; this only spares a doomed upload.
 */
export function pickedPhotoProblem(file: File, t: Translator['t']): string | null {
  if (!PHOTO_TYPES.includes(file.type)) {
    return t('{file} is not a JPEG, PNG or WebP image.', { file: file.name });
  }
  if (file.size > AD_UPLOAD_LIMITS.imageBytes)
    return fileTooLarge(file, AD_UPLOAD_LIMITS.imageBytes, t);
  return null;
}

/** A picked file over its limit, in the server's words. */
export function fileTooLarge(file: File, limit: number, t: Translator['t']): string {
  return t('{file} is larger than {size}.', { file: file.name, size: formatMegabytes(limit) });
}

interface PhotosStepProps {
  /** A new ad's picked files, or an edited ad's photos (kept ones by URL, new ones by file). */
  photos: ReadonlyArray<{ previewUrl: string }>;
  maxPhotos: number;
  onAddPhoto: (file: File) => void;
  onRemovePhoto: (index: number) => void;
  /** When given, every photo but the cover offers to become the cover (editing an ad). */
  onMakeCover?: (index: number) => void;
  /** Featured and VIP only: the optional 360° view and video. */
  extras: {
    threeSixty: File | null;
    video: File | null;
    onThreeSixty: (file: File | null) => void;
    onVideo: (file: File | null) => void;
  } | null;
}

function FilePickerButton({
  id,
  accept,
  label,
  disabled,
  onPick,
  Icon,
  variant = 'secondary',
}: {
  id: string;
  accept: string;
  label: string;
  disabled?: boolean;
  onPick: (file: File) => void;
  Icon: typeof Camera;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <label
        htmlFor={id}
        aria-disabled={disabled}
        className={cn(
          buttonStyles({ variant }),
          'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <Icon aria-hidden className="size-4" />
        {label}
      </label>
    </>
  );
}

function OptionalMedia({
  id,
  title,
  hint,
  accept,
  file,
  onChange,
  Icon,
}: {
  id: string;
  title: string;
  hint: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  Icon: typeof Camera;
}) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {title} <span className="font-normal text-slate-500">{t('(optional)')}</span>
        </p>
        {/* A long file name is cut; the hint, longer in Sinhala and Tamil, wraps. */}
        <p className={cn('mt-0.5 text-sm text-slate-600', file ? 'truncate' : 'break-words')}>
          {file ? file.name : hint}
        </p>
      </div>
      {file ? (
        <button
          type="button"
          onClick={() => onChange(null)}
          aria-label={t('Remove {item}', { item: title })}
          className={buttonStyles({ variant: 'secondary', className: 'shrink-0 text-rose-700' })}
        >
          <X aria-hidden className="size-4" />
          {t('Remove')}
        </button>
      ) : (
        <div className="shrink-0">
          <FilePickerButton
            id={id}
            accept={accept}
            label={t('Upload')}
            onPick={onChange}
            Icon={Icon}
          />
        </div>
      )}
    </div>
  );
}

/** Step 2, Upload Photos (spec section 2): one file at a time up to the package's maximum. */
export function PhotosStep({
  photos,
  maxPhotos,
  onAddPhoto,
  onRemovePhoto,
  onMakeCover,
  extras,
}: PhotosStepProps) {
  const { t } = useT();
  const full = photos.length >= maxPhotos;
  return (
    <div className="space-y-8">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-semibold text-slate-800" aria-live="polite">
            {t('{count} / {max} photos uploaded', { count: photos.length, max: maxPhotos })}
          </p>
          <FilePickerButton
            id="sell-photo"
            accept={AD_ACCEPT.photo}
            label={t('Add Photo')}
            disabled={full}
            onPick={onAddPhoto}
            Icon={ImagePlus}
            variant="primary"
          />
        </div>
        {photos.length === 0 ? (
          <div className="mt-4 grid place-items-center rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <Camera aria-hidden className="size-8 text-slate-400" />
            <p className="mt-3 font-semibold text-slate-800">{t('No photos yet')}</p>
            <p className="mt-1 text-sm text-slate-600">
              {t('JPEG, PNG or WebP, up to {size} each.', {
                size: formatMegabytes(AD_UPLOAD_LIMITS.imageBytes),
              })}
            </p>
          </div>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {photos.map((photo, index) => (
              <li key={photo.previewUrl} className="relative">
                <img
                  src={photo.previewUrl}
                  alt={
                    index === 0
                      ? t('Photo {number} (cover)', { number: index + 1 })
                      : t('Photo {number}', { number: index + 1 })
                  }
                  className="aspect-[4/3] w-full rounded-xl object-cover ring-1 ring-slate-200"
                />
                {index === 0 && (
                  <span className="absolute bottom-2 left-2 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('Cover')}
                  </span>
                )}
                {index > 0 && onMakeCover && (
                  <button
                    type="button"
                    onClick={() => onMakeCover(index)}
                    aria-label={t('Make cover (photo {number})', { number: index + 1 })}
                    className={cn(
                      'absolute bottom-2 left-2 min-h-9 rounded-full bg-white/95 px-3 text-xs font-semibold text-slate-800 shadow hover:text-brand-700',
                      focusRing,
                    )}
                  >
                    {t('Make cover')}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => onRemovePhoto(index)}
                  aria-label={t('Remove photo {number}', { number: index + 1 })}
                  className={cn(
                    'absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-white/95 text-slate-800 shadow hover:text-rose-700',
                    focusRing,
                  )}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t(
            'Tip: clear, well-lit photos from several angles (front, back, both sides, the interior and the dashboard) sell cars faster. The first photo is the cover.',
          )}
        </p>
      </div>

      {extras && (
        <div className="space-y-3">
          <OptionalMedia
            id="sell-three-sixty"
            title={t('360° view')}
            hint={t('One panoramic JPEG, up to {size}.', {
              size: formatMegabytes(AD_UPLOAD_LIMITS.threeSixtyBytes),
            })}
            accept={AD_ACCEPT.threeSixty}
            file={extras.threeSixty}
            onChange={extras.onThreeSixty}
            Icon={Rotate3d}
          />
          <OptionalMedia
            id="sell-video"
            title={t('Video')}
            hint={t('MP4, WebM or MOV, up to {size}.', {
              size: formatMegabytes(AD_UPLOAD_LIMITS.videoBytes),
            })}
            accept={AD_ACCEPT.video}
            file={extras.video}
            onChange={extras.onVideo}
            Icon={Film}
          />
        </div>
      )}
    </div>
  );
}

import { CheckCircle2 } from 'lucide-react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';
import { useT } from '../../../lib/i18n';

/** Every byte has gone; the server is storing the ad and its photos. */
export const UPLOAD_SENT_PERCENT = 99;

/**
 * The Uploading Advertisement modal of spec section 2: a real progress bar from the upload's
 * progress events up to 99%, then 100% and Upload Complete! once the server has stored the ad. It
 * cannot be dismissed: the upload is in flight.
 */
export function UploadProgressDialog({ percent }: { percent: number }) {
  const { t } = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const complete = percent >= 100;

  // No onClose: the upload is in flight, Escape does nothing.
  useDialogFocus(dialogRef, null);

  return createPortal(
    <div className="fixed inset-0 z-[70] grid place-items-center bg-slate-900/60 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="upload-progress-title"
        tabIndex={-1}
        className="w-full max-w-md rounded-(--radius-card) bg-white p-6 shadow-xl focus:outline-none"
      >
        <h2 id="upload-progress-title" className="text-lg font-bold text-slate-900">
          {t('Uploading Advertisement')}
        </h2>
        <div
          role="progressbar"
          aria-label={t('Upload progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-5 h-3 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width] duration-200"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-3 flex items-center justify-between text-sm" aria-live="polite">
          {complete ? (
            <span className="flex items-center gap-2 font-semibold text-emerald-700">
              <CheckCircle2 aria-hidden className="size-4" />
              {t('Upload Complete!')}
            </span>
          ) : (
            <span className="text-slate-600">
              {percent >= UPLOAD_SENT_PERCENT
                ? t('Saving your ad and photos…')
                : t('Sending your photos and details…')}
            </span>
          )}
          <span className="font-semibold text-slate-900">{percent}%</span>
        </p>
      </div>
    </div>,
    document.body,
  );
}

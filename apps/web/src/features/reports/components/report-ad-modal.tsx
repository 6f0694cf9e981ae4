import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  ReportSchema,
  type ReportReason,
} from '@carmarket/shared/report';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useReportAd } from '../api/report-ad';

interface ReportAdModalProps {
  vehicleId: number;
  carTitle: string;
  onClose: () => void;
}

/**
 * Report this ad (issue 18): a reason, details (required for Other), checked with the API's own
 * schema so both give the same sentence; the server's sentence on a refusal, thanks on success.
 */
export function ReportAdModal({ vehicleId, carTitle, onClose }: ReportAdModalProps) {
  const { t } = useT();
  const reportAd = useReportAd();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const [thanks, setThanks] = useState<string | null>(null);
  const legendId = useId();
  const reasonErrorId = useId();
  const doneRef = useRef<HTMLButtonElement>(null);

  // The form is gone once the report is sent: focus moves to the thank-you's button.
  useEffect(() => {
    if (thanks) doneRef.current?.focus();
  }, [thanks]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reportAd.reset();
    const parsed = ReportSchema.safeParse({ reason: reason ?? undefined, details });
    if (!parsed.success) {
      const found: { reason?: string; details?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'details' ? 'details' : 'reason';
        found[field] ??= t(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    reportAd.mutate(
      { vehicleId, report: parsed.data },
      { onSuccess: ({ message }) => setThanks(message) },
    );
  };

  if (thanks) {
    return (
      <Modal title={t('Thank you for your report')} onClose={onClose}>
        <div className="flex items-start gap-3">
          <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-emerald-600" />
          <p className="text-base text-slate-700">{thanks}</p>
        </div>
        <button
          ref={doneRef}
          type="button"
          onClick={onClose}
          className={buttonStyles({ size: 'lg', className: 'mt-6 w-full' })}
        >
          {t('Done')}
        </button>
      </Modal>
    );
  }

  const detailsRequired = reason === 'other';
  return (
    <Modal
      title={t('Report this ad')}
      description={t(
        'Tell our team what is wrong with “{title}”. Reports are private: the seller does not see who sent them.',
        { title: carTitle },
      )}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <fieldset aria-describedby={errors.reason ? reasonErrorId : undefined}>
          <legend id={legendId} className="mb-2 text-sm font-semibold text-slate-800">
            {t('Why are you reporting it?')}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {REPORT_REASONS.map((value, index) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                  errors.reason ? 'border-red-300' : 'border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setErrors((current) => ({ ...current, reason: undefined }));
                  }}
                  // The first reason takes the focus when the dialog opens (arrow keys move on).
                  data-autofocus={index === 0 && reason === null ? true : undefined}
                  className="size-5 shrink-0 accent-brand-700"
                />
                {t(REPORT_REASON_LABELS[value])}
              </label>
            ))}
          </div>
          {errors.reason && (
            <p id={reasonErrorId} className="mt-1.5 text-sm font-medium text-red-700">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <FormField
          label={t('Details')}
          optional={!detailsRequired}
          error={errors.details}
          hint={t('{count} of {max} characters', {
            count: details.length,
            max: REPORT_DETAILS_MAX,
          })}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              required={detailsRequired}
              onChange={(event) => {
                setDetails(event.target.value);
                setErrors((current) => ({ ...current, details: undefined }));
              }}
              placeholder={
                detailsRequired
                  ? t('What is wrong with this ad?')
                  : t('Anything that helps our team, such as when it was sold')
              }
              className={cn(inputStyles, 'resize-y')}
            />
          )}
        </FormField>
        {reportAd.error && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            {reportAd.error.message}
          </p>
        )}
        <button
          type="submit"
          disabled={reportAd.isPending}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          {reportAd.isPending ? t('Sending…') : t('Send report')}
        </button>
      </form>
    </Modal>
  );
}

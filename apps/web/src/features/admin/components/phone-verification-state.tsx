import { formatDate } from '@carmarket/shared/date-time';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/**
 * Whether a seller or user proved their mobile number by SMS (issue 36), for staff: "Phone
 * verified on 12 Dec 2026" or "Phone not verified", said in words beside an icon.
 */
export function PhoneVerificationState({
  verifiedAt,
  className,
}: {
  /** When the number was verified (ISO); null when it is not. */
  verifiedAt: string | null;
  className?: string;
}) {
  const { t, language } = useT();
  return (
    <p className={className}>
      {verifiedAt ? (
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
          <CircleCheck aria-hidden className="size-4 shrink-0" />
          {t('Phone verified on {date}', { date: formatDate(verifiedAt, 'medium', language) })}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 text-sm text-slate-700">
          <CircleDashed aria-hidden className="size-4 shrink-0" />
          {t('Phone not verified')}
        </span>
      )}
    </p>
  );
}

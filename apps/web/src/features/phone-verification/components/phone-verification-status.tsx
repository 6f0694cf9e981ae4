import type { User } from '@carmarket/shared/account';
import { formatDate } from '@carmarket/shared/date-time';
import { BadgeCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n';

// Loaded when Verify is pressed: no page gains a chunk in its first load (issue 17).
const PhoneVerificationPanel = lazy(() => import('./phone-verification-panel'));

/**
 * My Profile's line under the phone (issue 36): "Verified on 12 Dec 2026", or "Not verified"
 * with Verify, which opens the panel for the account's number. Saving a new number makes the
 * account unverified (the API says so in the saved user), and this line follows the user given.
 */
export function PhoneVerificationStatus({
  user,
}: {
  user: Pick<User, 'phoneVerified' | 'phoneVerifiedAt'>;
}) {
  const { t, language } = useT();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLParagraphElement>(null);
  const verifiedAt = user.phoneVerified ? user.phoneVerifiedAt : null;
  // Verify goes away as the panel opens: focus moves to the panel, not to the page's start.
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  return (
    <div className="mt-2 space-y-3">
      {/* Not a live region (a page at rest keeps no status in its main region,
          accessibility.spec.ts): once verified, focus comes here, so the new line is read. */}
      <p
        ref={lineRef}
        tabIndex={-1}
        className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm focus:outline-none"
      >
        {verifiedAt ? (
          <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-800">
            <BadgeCheck aria-hidden className="size-4" />
            {t('Verified on {date}', { date: formatDate(verifiedAt, 'medium', language) })}
          </span>
        ) : (
          <span className="font-semibold text-amber-800">{t('Not verified')}</span>
        )}
      </p>
      {!verifiedAt && !open && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={buttonStyles({ variant: 'secondary' })}
        >
          {t('Verify')}
        </button>
      )}
      {!verifiedAt && open && (
        <div ref={panelRef} tabIndex={-1} className="focus:outline-none">
          <Suspense fallback={null}>
            <PhoneVerificationPanel
              onVerified={() => {
                setOpen(false);
                // The line is always there; it reads "Verified on …" once the account updates.
                lineRef.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

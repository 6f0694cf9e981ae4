import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { ToggleChip } from './chip-filter';

/**
 * "Verified sellers" (issue 36): one chip that keeps the search to sellers who proved their phone
 * number by SMS. In the plain form it is sent as the address writes it, `verifiedOnly=true`.
 */
export function VerifiedSellersFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (verifiedOnly: boolean) => void;
}) {
  const { t } = useT();
  const hintId = useId();
  return (
    <div>
      <ToggleChip
        name="verifiedOnly"
        value="true"
        pressed={checked}
        onToggle={() => onChange(!checked)}
        label={t('Verified sellers')}
        describedBy={hintId}
      >
        {t('Verified sellers')}
      </ToggleChip>
      <p id={hintId} className="mt-2 text-xs text-slate-600">
        {t('Only sellers who confirmed their phone number with a code by SMS.')}
      </p>
    </div>
  );
}

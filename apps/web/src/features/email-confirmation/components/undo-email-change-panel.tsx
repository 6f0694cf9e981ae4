import {
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_TOKEN_PATTERN,
} from '@carmarket/shared/email-confirmation';
import { Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useUndoEmailChange } from '../api/undo-email-change';
import { EmailLinkPanel, outcomeLinkStyles } from './email-link-outcome';

/**
 * Where the "your e-mail is being changed" notice's link lands, at the old address. The button
 * puts the address back, cancels a change still waiting, and signs out every device. Then the
 * person chooses a new password.
 */
export function UndoEmailChangePanel({ token }: { token: string }) {
  const { t } = useT();
  return (
    <EmailLinkPanel
      token={token}
      wellFormed={EMAIL_TOKEN_PATTERN.test(token)}
      action={useUndoEmailChange()}
      malformedMessage={t(EMAIL_CONFIRMATION_MESSAGES.undoMalformed)}
      explanation={t(
        'If you did not ask to change your account’s e-mail address, press the button. This address becomes the account’s again, any change still waiting is cancelled, and every device signed in to the account is signed out. Opening the link alone changes nothing.',
      )}
      Icon={Undo2}
      buttonLabel={t('Undo the change')}
      pendingLabel={t('Undoing…')}
      wayOn={
        <p>
          <Link to={paths.contact} className={outcomeLinkStyles}>
            {t('Contact us')}
          </Link>
        </p>
      }
      afterDone={
        <p>
          <Link to={paths.forgotPassword} className={outcomeLinkStyles}>
            {t('Choose a new password')}
          </Link>
        </p>
      }
    />
  );
}

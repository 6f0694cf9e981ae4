import {
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_TOKEN_PATTERN,
} from '@carmarket/shared/email-confirmation';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/session';
import { useConfirmEmail } from '../api/confirm-email';
import { EmailLinkPanel, outcomeLinkStyles } from './email-link-outcome';

/**
 * Where the confirmation e-mail's link lands (decision 103). The button confirms. A dead link
 * says why and where a new one comes from: the account area's Resend, or Settings for a new
 * address.
 */
export function ConfirmEmailPanel({ token }: { token: string }) {
  const { t } = useT();
  const signedIn = useCurrentUser() !== null;
  return (
    <EmailLinkPanel
      token={token}
      wellFormed={EMAIL_TOKEN_PATTERN.test(token)}
      action={useConfirmEmail()}
      malformedMessage={t(EMAIL_CONFIRMATION_MESSAGES.linkMalformed)}
      explanation={t(
        'Press the button to confirm that this e-mail address is yours. Opening the link alone changes nothing.',
      )}
      Icon={MailCheck}
      buttonLabel={t('Confirm my e-mail')}
      pendingLabel={t('Confirming…')}
      wayOn={
        <p>
          <Link to={paths.profile} className={outcomeLinkStyles}>
            {signedIn ? t('Send a new link from your account') : t('Sign in to send a new link')}
          </Link>
        </p>
      }
      afterDone={
        <p>
          <Link to={signedIn ? paths.profile : paths.login} className={outcomeLinkStyles}>
            {signedIn ? t('Go to My Account') : t('Sign in')}
          </Link>
        </p>
      }
    />
  );
}

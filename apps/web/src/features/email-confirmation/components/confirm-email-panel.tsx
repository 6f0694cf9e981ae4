import {
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_TOKEN_PATTERN,
} from '@carmarket/shared/email-confirmation';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session';
import { useConfirmEmail } from '../api/confirm-email';
import { EmailLinkPanel, outcomeLinkStyles } from './email-link-outcome';

/**
 * Where the confirmation e-mail's link lands (decision 103). The button confirms. A dead link
 * says why and where a new one comes from: the account area's Resend, or Settings for a new
 * address.
 */
export function ConfirmEmailPanel({ token }: { token: string }) {
  const signedIn = useCurrentUser() !== null;
  return (
    <EmailLinkPanel
      token={token}
      wellFormed={EMAIL_TOKEN_PATTERN.test(token)}
      action={useConfirmEmail()}
      malformedMessage={EMAIL_CONFIRMATION_MESSAGES.linkMalformed}
      explanation="Press the button to confirm that this e-mail address is yours. Opening the link alone changes nothing."
      Icon={MailCheck}
      buttonLabel="Confirm my e-mail"
      pendingLabel="Confirming…"
      wayOn={
        <p>
          <Link to={paths.profile} className={outcomeLinkStyles}>
            {signedIn ? 'Send a new link from your account' : 'Sign in to send a new link'}
          </Link>
        </p>
      }
      afterDone={
        <p>
          <Link to={signedIn ? paths.profile : paths.login} className={outcomeLinkStyles}>
            {signedIn ? 'Go to My Account' : 'Sign in'}
          </Link>
        </p>
      }
    />
  );
}

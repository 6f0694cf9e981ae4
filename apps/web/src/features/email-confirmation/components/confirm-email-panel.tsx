import {
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_TOKEN_PATTERN,
} from '@carmarket/shared/email-confirmation';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session';
import { useConfirmEmail } from '../api/confirm-email';
import { LinkDone, LinkRefused, outcomeLinkStyles } from './email-link-outcome';

/**
 * Where the confirmation e-mail's link lands (decision 103). Opening the page changes nothing
 * (mail scanners open every link); the button confirms. A dead link says why and where a new one
 * comes from: the account area's Resend, or Settings for a new address.
 */
export function ConfirmEmailPanel({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  const signedIn = useCurrentUser() !== null;
  const wellFormed = EMAIL_TOKEN_PATTERN.test(token);

  const newLink = (
    <p>
      <Link to={paths.profile} className={outcomeLinkStyles}>
        {signedIn ? 'Send a new link from your account' : 'Sign in to send a new link'}
      </Link>
    </p>
  );

  let body;
  if (confirm.isSuccess) {
    body = (
      <LinkDone>
        <p>{confirm.data.message}</p>
        <p>
          <Link to={signedIn ? paths.profile : paths.login} className={outcomeLinkStyles}>
            {signedIn ? 'Go to My Account' : 'Sign in'}
          </Link>
        </p>
      </LinkDone>
    );
  } else if (!wellFormed) {
    body = (
      <LinkRefused>
        <p>{EMAIL_CONFIRMATION_MESSAGES.linkMalformed}</p>
        {newLink}
      </LinkRefused>
    );
  } else {
    body = (
      <div className="space-y-5">
        <p className="text-slate-700">
          Press the button to confirm that this e-mail address is yours. Opening the link alone
          changes nothing.
        </p>
        {confirm.isError && (
          <LinkRefused>
            <p>{confirm.error.message}</p>
            {newLink}
          </LinkRefused>
        )}
        <button
          type="button"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(token)}
          className={buttonStyles({ size: 'lg', className: 'w-full sm:w-auto' })}
        >
          <MailCheck aria-hidden className="size-4" />
          {confirm.isPending ? 'Confirming…' : 'Confirm my e-mail'}
        </button>
      </div>
    );
  }

  return (
    <div className="max-w-xl rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8">
      {body}
    </div>
  );
}

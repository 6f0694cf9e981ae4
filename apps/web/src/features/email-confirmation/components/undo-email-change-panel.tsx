import {
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_TOKEN_PATTERN,
} from '@carmarket/shared/email-confirmation';
import { Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { useUndoEmailChange } from '../api/undo-email-change';
import { LinkDone, LinkRefused, outcomeLinkStyles } from './email-link-outcome';

/**
 * Where the "your e-mail is being changed" notice's link lands, at the old address. Opening the
 * page changes nothing; the button puts the address back, cancels a change still waiting, and
 * signs out every device. Then the person chooses a new password.
 */
export function UndoEmailChangePanel({ token }: { token: string }) {
  const undo = useUndoEmailChange();
  const wellFormed = EMAIL_TOKEN_PATTERN.test(token);
  const contact = (
    <p>
      <Link to={paths.contact} className={outcomeLinkStyles}>
        Contact us
      </Link>
    </p>
  );

  let body;
  if (undo.isSuccess) {
    body = (
      <LinkDone>
        <p>{undo.data.message}</p>
        <p>
          <Link to={paths.forgotPassword} className={outcomeLinkStyles}>
            Choose a new password
          </Link>
        </p>
      </LinkDone>
    );
  } else if (!wellFormed) {
    body = (
      <LinkRefused>
        <p>{EMAIL_CONFIRMATION_MESSAGES.undoMalformed}</p>
        {contact}
      </LinkRefused>
    );
  } else {
    body = (
      <div className="space-y-5">
        <p className="text-slate-700">
          If you did not ask to change your account’s e-mail address, press the button. This address
          becomes the account’s again, any change still waiting is cancelled, and every device
          signed in to the account is signed out. Opening the link alone changes nothing.
        </p>
        {undo.isError && (
          <LinkRefused>
            <p>{undo.error.message}</p>
            {contact}
          </LinkRefused>
        )}
        <button
          type="button"
          disabled={undo.isPending}
          onClick={() => undo.mutate(token)}
          className={buttonStyles({ size: 'lg', className: 'w-full sm:w-auto' })}
        >
          <Undo2 aria-hidden className="size-4" />
          {undo.isPending ? 'Undoing…' : 'Undo the change'}
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

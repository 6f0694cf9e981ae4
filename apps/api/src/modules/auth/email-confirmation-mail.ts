import type { MailTemplate } from '../mail/mail-writer';

/**
 * The words of decision 103's e-mails; the layout and the sending are the mail module's. Links
 * are paths on the site, opened in the reader's language.
 */
export const emailConfirmationMail = {
  /** After registration, and on Resend: confirms the account's address. */
  confirm(options: { name: string; path: string }): MailTemplate {
    return ({ t, url }) => ({
      subject: t('Confirm your e-mail address for CarMarket'),
      heading: t('Confirm your e-mail address'),
      paragraphs: [
        t(
          'Hello {name}, please confirm that this address is yours. Until you do, CarMarket sends it no notices about ads, offers or saved searches.',
          { name: options.name },
        ),
        t(
          'The button below opens a page where you confirm. It works once, for 24 hours; after that, ask for a new link in your account.',
        ),
      ],
      action: { label: t('Confirm my e-mail'), url: url(options.path) },
      footnote: t(
        'If you did not create a CarMarket account, you can ignore this e-mail: nothing more is sent to this address unless the link is opened.',
      ),
    });
  },

  /** Sent to the new address of a change: the change happens when it is opened. */
  confirmChange(options: { name: string; path: string }): MailTemplate {
    return ({ t, url }) => ({
      subject: t('Confirm your new e-mail address for CarMarket'),
      heading: t('Confirm your new e-mail address'),
      paragraphs: [
        t(
          'Hello {name}, you asked to use this address for your CarMarket account. It becomes your sign-in address when you confirm it, and your other signed-in devices are signed out.',
          { name: options.name },
        ),
        t('The button below opens a page where you confirm. It works once, for 24 hours.'),
      ],
      action: { label: t('Confirm my new e-mail'), url: url(options.path) },
      footnote: t(
        'If you did not ask for this, you can ignore this e-mail: the account keeps its current address.',
      ),
    });
  },

  /** Sent to the old address when a change is asked for, with the way back. */
  changeRequested(options: { name: string; newEmail: string; undoPath: string }): MailTemplate {
    return ({ t, url }) => ({
      subject: t('Your CarMarket e-mail address is being changed'),
      heading: t('Your e-mail address is being changed'),
      paragraphs: [
        t(
          'Hello {name}, someone signed in to your CarMarket account asked to change its e-mail address to {email}. The change happens when that address is confirmed.',
          { name: options.name, email: options.newEmail },
        ),
        t(
          'If that was you, there is nothing more to do. If it was not, press the button below: it keeps or puts back this address, cancels the change and signs out every device. Then choose a new password. The button works once, for 7 days.',
        ),
      ],
      details: [{ label: t('New address'), value: options.newEmail }],
      action: { label: t('Undo the change'), url: url(options.undoPath) },
    });
  },

  /** To the owner of an address someone tried to register again: nothing was created. */
  registrationAttempt(options: {
    name: string;
    signInPath: string;
    resetPath: string;
  }): MailTemplate {
    return ({ t, url }) => ({
      subject: t('Someone tried to register with your e-mail address'),
      heading: t('You already have a CarMarket account'),
      paragraphs: [
        t(
          'Hello {name}, someone just tried to create a CarMarket account with this e-mail address. It already belongs to your account, so nothing was created and nothing changed.',
          { name: options.name },
        ),
        t(
          'If that was you, sign in with your password, or choose a new one if you have forgotten it.',
        ),
      ],
      action: { label: t('Sign in'), url: url(options.signInPath) },
      secondaryAction: { label: t('Choose a new password'), url: url(options.resetPath) },
      footnote: t('If it was not you, you can ignore this e-mail: your account is as it was.'),
    });
  },
};

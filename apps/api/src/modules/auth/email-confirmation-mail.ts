import type { MailContent } from '../mail/mail-layout';

/** The words of decision 103's e-mails; the layout and the sending are the mail module's. */
export const emailConfirmationMail = {
  /** After registration, and on Resend: confirms the account's address. */
  confirm(options: { name: string; url: string }): MailContent {
    return {
      subject: 'Confirm your e-mail address for CarMarket',
      heading: 'Confirm your e-mail address',
      paragraphs: [
        `Hello ${options.name}, please confirm that this address is yours. Until you do, CarMarket sends it no notices about ads, offers or saved searches.`,
        'The button below opens a page where you confirm. It works once, for 24 hours; after that, ask for a new link in your account.',
      ],
      action: { label: 'Confirm my e-mail', url: options.url },
      footnote:
        'If you did not create a CarMarket account, you can ignore this e-mail: nothing more is sent to this address unless the link is opened.',
    };
  },

  /** Sent to the new address of a change: the change happens when it is opened. */
  confirmChange(options: { name: string; url: string }): MailContent {
    return {
      subject: 'Confirm your new e-mail address for CarMarket',
      heading: 'Confirm your new e-mail address',
      paragraphs: [
        `Hello ${options.name}, you asked to use this address for your CarMarket account. It becomes your sign-in address when you confirm it, and your other signed-in devices are signed out.`,
        'The button below opens a page where you confirm. It works once, for 24 hours.',
      ],
      action: { label: 'Confirm my new e-mail', url: options.url },
      footnote:
        'If you did not ask for this, you can ignore this e-mail: the account keeps its current address.',
    };
  },

  /** Sent to the old address when a change is asked for, with the way back. */
  changeRequested(options: { name: string; newEmail: string; undoUrl: string }): MailContent {
    return {
      subject: 'Your CarMarket e-mail address is being changed',
      heading: 'Your e-mail address is being changed',
      paragraphs: [
        `Hello ${options.name}, someone signed in to your CarMarket account asked to change its e-mail address to ${options.newEmail}. The change happens when that address is confirmed.`,
        'If that was you, there is nothing more to do. If it was not, press the button below: it keeps or puts back this address, cancels the change and signs out every device. Then choose a new password. The button works once, for 7 days.',
      ],
      details: [{ label: 'New address', value: options.newEmail }],
      action: { label: 'Undo the change', url: options.undoUrl },
    };
  },

  /** To the owner of an address someone tried to register again: nothing was created. */
  registrationAttempt(options: { name: string; signInUrl: string; resetUrl: string }): MailContent {
    return {
      subject: 'Someone tried to register with your e-mail address',
      heading: 'You already have a CarMarket account',
      paragraphs: [
        `Hello ${options.name}, someone just tried to create a CarMarket account with this e-mail address. It already belongs to your account, so nothing was created and nothing changed.`,
        'If that was you, sign in with your password, or choose a new one if you have forgotten it.',
      ],
      action: { label: 'Sign in', url: options.signInUrl },
      secondaryAction: { label: 'Choose a new password', url: options.resetUrl },
      footnote: 'If it was not you, you can ignore this e-mail: your account is as it was.',
    };
  },
};

import type { ContactMessage } from '@carmarket/shared/contact';
import type { MessageResponse } from '@carmarket/shared/message-response';
import type { PreOrder } from '@carmarket/shared/pre-order';
import { msg } from '@carmarket/shared/i18n/translate';
import type { MessagesRepository } from './messages.repository';

export const CONTACT_THANK_YOU = msg(
  'Thank you for your message. We will get back to you within one business day.',
);
export const PRE_ORDER_THANK_YOU = msg(
  'Thank you! Your pre-order request is in. We will e-mail you when we find a match.',
);

/** Stores a contact form message for staff to answer (spec section 2, "Contact"). */
export async function createContactMessage(options: {
  repository: MessagesRepository;
  message: ContactMessage;
}): Promise<MessageResponse> {
  await options.repository.insertContactMessage(options.message);
  return { message: CONTACT_THANK_YOU };
}

/** Stores a pre-order request: a car the buyer wants and could not find (spec section 5). */
export async function createPreOrder(options: {
  repository: MessagesRepository;
  preOrder: PreOrder;
}): Promise<MessageResponse> {
  await options.repository.insertPreOrder(options.preOrder);
  return { message: PRE_ORDER_THANK_YOU };
}

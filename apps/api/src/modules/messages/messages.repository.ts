import type { Database } from '@carmarket/db/client';
import { contactMessages, preOrders } from '@carmarket/db/schema';
import type { ContactMessage } from '@carmarket/shared/contact';
import type { PreOrder } from '@carmarket/shared/pre-order';

export function createMessagesRepository(db: Database) {
  return {
    async insertContactMessage(message: ContactMessage): Promise<{ id: number }> {
      const [row] = await db
        .insert(contactMessages)
        .values({
          name: message.name,
          email: message.email,
          phone: message.phone ?? null,
          subject: message.subject,
          message: message.message,
        })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('contact message not stored');
      return row;
    },

    async insertPreOrder(preOrder: PreOrder): Promise<{ id: number }> {
      const [row] = await db
        .insert(preOrders)
        .values({
          carName: preOrder.carName,
          description: preOrder.description ?? null,
          expectedPrice: preOrder.expectedPrice ?? null,
          contactEmail: preOrder.contactEmail,
        })
        .returning({ id: preOrders.id });
      if (!row) throw new Error('pre-order not stored');
      return row;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

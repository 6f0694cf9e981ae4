import type { Database } from '@carmarket/db/client';
import { paymentInstructions } from '@carmarket/db/schema';
import type { PaymentInstructions } from '@carmarket/shared/payment-instructions';

const columns = {
  bankName: paymentInstructions.bankName,
  accountName: paymentInstructions.accountName,
  accountNumber: paymentInstructions.accountNumber,
  branch: paymentInstructions.branch,
  confirmationTime: paymentInstructions.confirmationTime,
};

/** The one row of `payment_instructions` (decision 060). */
export function createPaymentInstructionsRepository(db: Database) {
  return {
    /** Null until staff (or the demo seed) have entered them. */
    async find(): Promise<PaymentInstructions | null> {
      const [row] = await db.select(columns).from(paymentInstructions).limit(1);
      return row ?? null;
    },

    async save(values: PaymentInstructions & { staffId: number; now: Date }) {
      const { staffId, now, ...details } = values;
      const row = { ...details, updatedBy: staffId, updatedAt: now };
      const [saved] = await db
        .insert(paymentInstructions)
        .values({ id: 1, ...row })
        .onConflictDoUpdate({ target: paymentInstructions.id, set: row })
        .returning(columns);
      if (!saved) throw new Error('payment instructions not stored');
      return saved;
    },
  };
}

export type PaymentInstructionsRepository = ReturnType<typeof createPaymentInstructionsRepository>;

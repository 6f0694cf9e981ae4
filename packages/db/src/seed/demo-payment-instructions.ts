import { DEMO_PAYMENT_INSTRUCTIONS } from '@carmarket/shared/payment-instructions';
import type { Database } from '../client';
import { paymentInstructions } from '../schema';

/**
 * Demo bank details, so `npm start` shows a whole payment panel. Written only where staff have
 * entered none, so a restart never overwrites theirs; never written with SEED_DEMO=false, so a
 * real site cannot show a made-up account to a paying seller.
 */
export async function seedDemoPaymentInstructions(db: Database): Promise<void> {
  await db
    .insert(paymentInstructions)
    .values({ id: 1, ...DEMO_PAYMENT_INSTRUCTIONS })
    .onConflictDoNothing();
}

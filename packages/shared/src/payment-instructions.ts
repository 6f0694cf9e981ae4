import { z } from 'zod';
import { BODY_NOT_AN_OBJECT } from './errors';
import { singleLineText } from './text';
import { msg } from './i18n/translate';

/**
 * How a seller pays for a package (decision 060): a bank transfer quoting the request's
 * reference, confirmed by staff. Staff keep the details up to date in /admin.
 */
export const PAYMENT_INSTRUCTIONS_MESSAGES = {
  bankNameRequired: msg('Please enter the bank name'),
  bankNameTooLong: msg('The bank name is too long (80 characters at most)'),
  accountNameRequired: msg('Please enter the account name'),
  accountNameTooLong: msg('The account name is too long (80 characters at most)'),
  accountNumberInvalid: msg(
    'The account number should be 6 to 20 digits (spaces and dashes are allowed between them)',
  ),
  branchRequired: msg('Please enter the branch'),
  branchTooLong: msg('The branch is too long (80 characters at most)'),
  confirmationTimeRequired: msg('Please say how long confirming a payment usually takes'),
  confirmationTimeTooLong: msg('The confirmation time is too long (80 characters at most)'),
  saved: msg('Payment details saved. Sellers see them from now on.'),
} as const;

const TEXT_MAX = 80;

function text(label: string, required: string, tooLong: string) {
  return singleLineText({ label, error: required }).min(1, required).max(TEXT_MAX, tooLong);
}

/** PUT /api/admin/payment-instructions, and what sellers read. */
export const PaymentInstructionsSchema = z.object(
  {
    bankName: text(
      msg('The bank name'),
      PAYMENT_INSTRUCTIONS_MESSAGES.bankNameRequired,
      PAYMENT_INSTRUCTIONS_MESSAGES.bankNameTooLong,
    ),
    accountName: text(
      msg('The account name'),
      PAYMENT_INSTRUCTIONS_MESSAGES.accountNameRequired,
      PAYMENT_INSTRUCTIONS_MESSAGES.accountNameTooLong,
    ),
    accountNumber: singleLineText({
      label: msg('The account number'),
      error: PAYMENT_INSTRUCTIONS_MESSAGES.accountNumberInvalid,
    }).regex(/^\d(?:[ -]?\d){5,19}$/, PAYMENT_INSTRUCTIONS_MESSAGES.accountNumberInvalid),
    branch: text(
      msg('The branch'),
      PAYMENT_INSTRUCTIONS_MESSAGES.branchRequired,
      PAYMENT_INSTRUCTIONS_MESSAGES.branchTooLong,
    ),
    /** Shown after "We confirm payments": e.g. "usually within 24 hours". */
    confirmationTime: text(
      msg('The confirmation time'),
      PAYMENT_INSTRUCTIONS_MESSAGES.confirmationTimeRequired,
      PAYMENT_INSTRUCTIONS_MESSAGES.confirmationTimeTooLong,
    ),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>;
export type PaymentInstructionsInput = z.input<typeof PaymentInstructionsSchema>;

export const PaymentInstructionsResponseSchema = z.object({
  paymentInstructions: PaymentInstructionsSchema,
});
export type PaymentInstructionsResponse = z.infer<typeof PaymentInstructionsResponseSchema>;

/**
 * The demo details `npm start` seeds (SEED_DEMO): clearly not a real account. A database
 * without demo data has none until staff enter them.
 */
export const DEMO_PAYMENT_INSTRUCTIONS: PaymentInstructions = {
  bankName: 'Commercial Bank (demo)',
  accountName: 'CarMarket (Pvt) Ltd',
  accountNumber: '1000 0000 0000',
  branch: 'Colombo 03 (demo)',
  confirmationTime: 'usually within 24 hours',
};

/** The reference a seller quotes with the transfer, derived from the request id: CM-PKG-000123. */
export function packageRequestReference(id: number): string {
  return `CM-PKG-${String(id).padStart(6, '0')}`;
}

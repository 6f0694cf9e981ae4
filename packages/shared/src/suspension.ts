import { z } from 'zod';
import { BODY_NOT_AN_OBJECT } from './errors';
import { multiLineText } from './text';
import { msg } from './i18n/translate';

/**
 * Suspending an account (issue 18, decision 096): staff give a reason; the account cannot sign
 * in, its sessions end and its active ads leave search until staff lift the suspension. The staff
 * dialog and POST /api/admin/users/:id/suspend validate with the same schema.
 */

export const SUSPENSION_REASON_MAX = 500;

export const SUSPENSION_MESSAGES = {
  reasonRequired: msg('Please give a reason for the suspension'),
  reasonTooLong: msg('The reason is too long (500 characters at most)'),
  /** What a suspended account reads when it signs in with the right password. */
  signInRefused: msg('This account is suspended. Contact us if you think this is a mistake.'),
  notYourself: msg('You cannot suspend your own account.'),
  notStaff: msg('A staff account cannot be suspended. Remove its staff role first.'),
  alreadySuspended: msg('This account is already suspended.'),
  notSuspended: msg('This account is not suspended.'),
  sellerSuspended: msg(
    'The seller of this ad is suspended. Lift the suspension before approving it.',
  ),
} as const;

/** POST /api/admin/users/:id/suspend. */
export const SuspendUserSchema = z.object(
  {
    reason: multiLineText({ label: msg('The reason'), error: SUSPENSION_MESSAGES.reasonRequired })
      .min(1, SUSPENSION_MESSAGES.reasonRequired)
      .max(SUSPENSION_REASON_MAX, SUSPENSION_MESSAGES.reasonTooLong),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type SuspendUserInput = z.input<typeof SuspendUserSchema>;

/** A user's suspension as staff read it in the user search; null when the account is in good standing. */
export const SuspensionSchema = z
  .object({
    at: z.string(),
    reason: z.string(),
  })
  .nullable();
export type Suspension = z.infer<typeof SuspensionSchema>;

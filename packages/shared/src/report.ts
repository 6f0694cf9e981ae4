import { z } from 'zod';
import { PAGE_INVALID, staffListPage } from './staff-list-page';
import { BODY_NOT_AN_OBJECT } from './errors';
import { multiLineText } from './text';
import { msg } from './i18n/translate';

/** Why a visitor reports an ad (issue 18), in the order the dialog offers them. */
export const REPORT_REASONS = [
  'sold',
  'scam',
  'wrong-details',
  'duplicate',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the dialog and the staff queue call each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  sold: msg('Sold already'),
  scam: msg('Suspected scam'),
  'wrong-details': msg('Wrong price or details'),
  duplicate: msg('Duplicate ad'),
  offensive: msg('Offensive'),
  other: msg('Other'),
};

/** The longest details text a report may carry. */
export const REPORT_DETAILS_MAX = 1000;

/**
 * Independent, established reporters with open reports on one live ad before it leaves search
 * for staff (decision 109). Visitors and untrusted accounts reach the queue but never count.
 */
export const REPORTS_TO_HOLD = 3;

/** How old an account must be, in days, before its reports count toward a hold. */
export const ESTABLISHED_ACCOUNT_DAYS = 7;

/** Ads of one seller held by reports at once; past it reports are flagged for staff instead. */
export const SELLER_REPORT_HOLDS_MAX = 2;

/** Dismissed reports within the window at which a reporter's reports stop counting. */
export const FALSE_REPORTS_MAX = 3;
export const FALSE_REPORTS_WINDOW_DAYS = 90;

/**
 * What a report weighed when it was filed (decision 109): `counted` toward a hold, or the first
 * reason it did not. The checks run in this order, so every standing after `new-account` is an
 * established account's.
 */
export const REPORTER_STANDINGS = [
  'counted',
  'anonymous',
  'unconfirmed',
  'new-account',
  'false-reports',
  'seller-address',
  'shared-address',
] as const;
export type ReporterStanding = (typeof REPORTER_STANDINGS)[number];

/** The longest reason staff give a seller for removing an ad, as for a rejection (shared/ad). */
export const REMOVE_REASON_MAX = 500;

/** The longest message staff send a seller when asking for a fix. */
export const FIX_MESSAGE_MAX = 1000;

/** Staff decisions on an ad's open reports; null while a report is open. */
export const REPORT_DECISIONS = [
  'dismissed',
  'fix-requested',
  'removed',
  'seller-suspended',
] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

export const REPORT_MESSAGES = {
  thanks: msg('Thank you. Our team will look at this ad.'),
  reasonInvalid: msg(
    'Please choose why you are reporting this ad: sold already, suspected scam, wrong price or details, duplicate ad, offensive, or other.',
  ),
  detailsRequired: msg('Please tell us in a sentence what is wrong with this ad.'),
  detailsTooLong: msg('The details are too long (1,000 characters at most)'),
  ownAd: msg("You can't report your own ad."),
  notFound: msg('We could not find that ad. It may have been removed, or it is not live yet.'),
  ended: msg('This ad has already ended, so it no longer needs a report.'),
  alreadyReported: msg('You have already reported this ad. Our team will look at it.'),
  noOpenReports: msg('This ad has no open reports. Another staff member may have handled them.'),
  alreadyHeld: msg('This ad is already out of search.'),
  notLiveToHold: msg('This ad is no longer live, so there is nothing to hold.'),
  fixMessageRequired: msg('Please write the seller what to fix'),
  fixMessageTooLong: msg('The message is too long (1,000 characters at most)'),
  statusInvalid: msg('Status must be open or decided'),
  pageInvalid: PAGE_INVALID,
  adNotFound: msg('We could not find that ad.'),
  removeReasonRequired: msg('Please give the seller a reason for the removal'),
  removeReasonTooLong: msg('The reason is too long (500 characters at most)'),
} as const;

/**
 * The Report this ad dialog and POST /api/vehicles/:id/reports. Keys in the order the rules are
 * checked; unknown keys are dropped. Details are required for `other`.
 */
export const ReportSchema = z
  .object(
    {
      reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonInvalid }),
      details: multiLineText({ label: msg('The details'), error: REPORT_MESSAGES.detailsTooLong })
        .max(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsTooLong)
        .nullish()
        .transform((details) => details ?? ''),
    },
    { error: BODY_NOT_AN_OBJECT },
  )
  .superRefine((report, context) => {
    if (report.reason === 'other' && report.details === '') {
      context.addIssue({
        code: 'custom',
        path: ['details'],
        message: REPORT_MESSAGES.detailsRequired,
      });
    }
  });
export type ReportInput = z.input<typeof ReportSchema>;
export type Report = z.output<typeof ReportSchema>;

/** GET /api/admin/reports. */
export const AdminReportsQuerySchema = z.object({
  status: z.enum(['open', 'decided'], { error: REPORT_MESSAGES.statusInvalid }).default('open'),
  page: staffListPage,
});
export type AdminReportsQuery = z.input<typeof AdminReportsQuerySchema>;

/**
 * The queue's item id is the reported ad's id. This module does not import shared/ad (nor its
 * formatting code), so the report dialog's chunk stays small; the sentences are the same.
 */
export const ReportedAdParamsSchema = z.object({
  id: z.coerce
    .number({ error: REPORT_MESSAGES.adNotFound })
    .int(REPORT_MESSAGES.adNotFound)
    .min(1, REPORT_MESSAGES.adNotFound)
    .max(2_147_483_647, REPORT_MESSAGES.adNotFound),
});

/** POST /api/admin/reports/:id/ask-fix: what staff want the seller to change. */
export const AskFixSchema = z.object(
  {
    message: multiLineText({ label: msg('The message'), error: REPORT_MESSAGES.fixMessageRequired })
      .min(1, REPORT_MESSAGES.fixMessageRequired)
      .max(FIX_MESSAGE_MAX, REPORT_MESSAGES.fixMessageTooLong),
  },
  { error: BODY_NOT_AN_OBJECT },
);
export type AskFixInput = z.input<typeof AskFixSchema>;

/** POST /api/admin/reports/:id/remove: the reason the owner reads, as a staff rejection's. */
export const RemoveReportedAdSchema = z.object(
  {
    reason: multiLineText({ label: msg('The reason'), error: REPORT_MESSAGES.removeReasonRequired })
      .min(1, REPORT_MESSAGES.removeReasonRequired)
      .max(REMOVE_REASON_MAX, REPORT_MESSAGES.removeReasonTooLong),
  },
  { error: BODY_NOT_AN_OBJECT },
);

/** Reported ads per page of the staff queue. */
export const REPORTS_PAGE_SIZE = 20;

const ReportedAdSchema = z.object({
  id: z.number().int(),
  ad: z.object({
    id: z.number().int(),
    title: z.string(),
    status: z.string(),
    held: z.boolean(),
    url: z.string(),
    seller: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  }),
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  items: z.array(
    z.object({
      reason: z.enum(REPORT_REASONS),
      details: z.string(),
      createdAt: z.string(),
      reporter: z.enum(['signed-in', 'visitor']),
      decision: z.enum(REPORT_DECISIONS).nullable(),
      /** What the report weighed when filed; null: signed in before reporters were weighed. */
      standing: z.enum(REPORTER_STANDINGS).nullable(),
      /** The reporter's account age in whole days when they reported; null for a visitor. */
      accountAgeDays: z.number().int().nullable(),
    }),
  ),
  lastReportedAt: z.string(),
  /**
   * `seller-limit`: enough counted reports to hold the ad, but its seller already has
   * `SELLER_REPORT_HOLDS_MAX` ads held by reports, so it stays live until staff look.
   */
  flag: z.enum(['seller-limit']).nullable(),
});
export type ReportedAd = z.infer<typeof ReportedAdSchema>;

export const AdminReportsResponseSchema = z.object({
  reports: z.array(ReportedAdSchema),
  total: z.number().int(),
});
export type AdminReportsResponse = z.infer<typeof AdminReportsResponseSchema>;

export const ReportsOpenCountSchema = z.object({ count: z.number().int() });
export type ReportsOpenCount = z.infer<typeof ReportsOpenCountSchema>;

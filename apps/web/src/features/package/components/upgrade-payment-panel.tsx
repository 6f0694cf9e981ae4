import { formatDollars } from '@carmarket/shared/format';
import type { MyPackage } from '@carmarket/shared/package-request';
import { PACKAGE_TIERS, type PackageName } from '@carmarket/shared/packages';
import { Clock, Landmark } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n';
import { useRequestPackage } from '../api/my-package';

/**
 * How to move up to a paid package (decision 060): its price, the bank account to transfer to,
 * the reference to quote (once the seller has asked) and how long confirming usually takes.
 * Sell Car and My Package both show it; `children` is the page's own way on (e.g. "Continue as
 * Member").
 */
export function UpgradePaymentPanel({
  tier,
  pkg,
  focusOnShow = true,
  headingLevel = 3,
  children,
}: {
  tier: Exclude<PackageName, 'member'>;
  pkg: MyPackage;
  /** Move focus to the panel when it opens for a tier the seller just chose. */
  focusOnShow?: boolean;
  /** The panel's title level in the page's outline: 2 straight under a page title, else 3. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const { t } = useT();
  const requestPackage = useRequestPackage();
  const { price } = PACKAGE_TIERS[tier];
  const title = t(PACKAGE_TIERS[tier].title);
  const pending = pkg.pendingRequest;
  const instructions = pkg.paymentInstructions;
  const headingId = `upgrade-${tier}-title`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';

  // The panel replaces what the seller clicked: move focus to it so a screen reader follows.
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [tier, focusOnShow]);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-(--radius-card) border border-brand-200 bg-white p-5 shadow-(--shadow-card) sm:p-6"
    >
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {t('Upgrade to {package}', { package: title })}
      </Heading>
      <p className="mt-2 flex items-baseline gap-1.5">
        <span className="text-3xl font-bold tracking-tight text-slate-900">
          {formatDollars(price)}
        </span>
        <span className="text-sm font-medium text-slate-600">
          {t(
            '{count, plural, one {per ad · # month validity} other {per ad · # months validity}}',
            { count: PACKAGE_TIERS[tier].validityMonths },
          )}
        </span>
      </p>

      <Subheading className="mt-6 flex items-center gap-2 font-semibold text-slate-900">
        <Landmark aria-hidden className="size-4 text-brand-700" />
        {t('How to pay: bank transfer')}
      </Subheading>
      {instructions ? (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600">{t('Bank')}</dt>
          <dd className="font-semibold break-words text-slate-900">{instructions.bankName}</dd>
          <dt className="text-slate-600">{t('Account name')}</dt>
          <dd className="font-semibold break-words text-slate-900">{instructions.accountName}</dd>
          <dt className="text-slate-600">{t('Account number')}</dt>
          <dd className="font-semibold break-words text-slate-900 tabular-nums">
            {instructions.accountNumber}
          </dd>
          <dt className="text-slate-600">{t('Branch')}</dt>
          <dd className="font-semibold break-words text-slate-900">{instructions.branch}</dd>
          <dt className="text-slate-600">{t('Reference to quote')}</dt>
          <dd className="font-semibold break-words text-slate-900">
            {pending ? (
              <span className="font-mono">{pending.reference}</span>
            ) : (
              <span className="font-normal text-slate-700">
                {t('Ask for the upgrade below to get your reference.')}
              </span>
            )}
          </dd>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          {t('Ask for the upgrade and our team will send you the bank details.')}
        </p>
      )}

      {instructions && (
        <p className="mt-5 flex gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-800">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            {t('Once the transfer arrives we confirm it and switch your package, {time}.', {
              time: instructions.confirmationTime,
            })}
          </span>
        </p>
      )}

      {pending && (
        <p
          role="status"
          className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {pending.package === tier
            ? t('Your request for {package} is in. Quote {reference} with your transfer.', {
                package: title,
                reference: pending.reference,
              })
            : t(
                'You already asked for {package} (reference {reference}). Our team decides it first.',
                { package: t(PACKAGE_TIERS[pending.package].title), reference: pending.reference },
              )}
        </p>
      )}

      {(!pending || children) && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {!pending && (
            <button
              type="button"
              disabled={requestPackage.isPending}
              onClick={() =>
                requestPackage.mutate(tier, { onSuccess: ({ message }) => toast.success(message) })
              }
              className={buttonStyles({ size: 'lg' })}
            >
              {t('Ask for {package}', { package: title })}
            </button>
          )}
          {children}
        </div>
      )}
    </section>
  );
}

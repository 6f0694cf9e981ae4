import { formatDate, formatRelative } from '@carmarket/shared/date-time';
import type { MyPackage } from '@carmarket/shared/package-request';
import {
  PACKAGE_NAMES,
  PACKAGE_TIERS,
  packageCovers,
  type PackageName,
} from '@carmarket/shared/packages';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PlanCard } from '../../../components/ui/plan-card';
import { LoadError, LoadingBlock } from '../../../components/ui/load-state';
import { useT } from '../../../lib/i18n';
import { MessageParts, partSlots } from '../../../lib/message-parts';
import { useMyPackage } from '../api/my-package';
import { UpgradePaymentPanel } from './upgrade-payment-panel';

function Usage({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const percent = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-700">{label}</span>
        <span className="font-semibold text-slate-900">
          {limit === null ? used : `${used} / ${limit}`}
        </span>
      </div>
      {limit !== null && (
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={used}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}

function CurrentPackage({ pkg }: { pkg: MyPackage }) {
  const { t, language } = useT();
  const tier = PACKAGE_TIERS[pkg.tier];
  // Read once when the page opens: the count of days does not need to tick.
  const [openedAt] = useState(() => new Date());
  const status =
    pkg.status === 'free'
      ? t('Free')
      : pkg.status === 'active'
        ? t('Active')
        : t('Expired (was {package})', { package: t(PACKAGE_TIERS[pkg.heldTier].title) });
  const bold = (value: number) => <span className="font-semibold text-slate-900">{value}</span>;
  return (
    <section
      aria-labelledby="current-package"
      className="rounded-(--radius-card) border border-brand-200 bg-brand-50/60 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-brand-800">{t('Your package')}</p>
          <h3 id="current-package" className="mt-1 text-2xl font-bold text-slate-900">
            {t(tier.title)}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {t('Status:')} <span className="font-semibold">{status}</span>
            {pkg.expiresAt && pkg.status === 'active' && (
              <>
                {' · '}
                {t('expires on {date} ({relative})', {
                  date: formatDate(pkg.expiresAt, 'long', language),
                  relative: formatRelative(pkg.expiresAt, openedAt, language),
                })}
              </>
            )}
          </p>
        </div>
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <Usage
          label={t('Active listings')}
          used={pkg.usage.activeListings}
          limit={pkg.limits.activeListingsMax}
        />
        <Usage label={t('Photos on live ads')} used={pkg.usage.photosUsed} limit={null} />
      </div>
      <ul className="mt-5 grid gap-2 text-sm text-slate-700 sm:grid-cols-3">
        <li>
          <MessageParts
            text={t('{value} photos per listing', partSlots('value'))}
            parts={{ value: bold(pkg.limits.maxPhotos) }}
          />
        </li>
        <li>
          <MessageParts
            text={t(
              '{count, plural, one {{value} month ad validity} other {{value} months ad validity}}',
              { count: pkg.limits.validityMonths, ...partSlots('value') },
            )}
            parts={{ value: bold(pkg.limits.validityMonths) }}
          />
        </li>
        <li>
          <MessageParts
            text={t('{value} featured slots', partSlots('value'))}
            parts={{ value: bold(pkg.limits.featuredSlots) }}
          />
        </li>
      </ul>
      {pkg.pendingRequest && (
        <p className="mt-5 flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t(
            'Your request for {package} (reference {reference}) is waiting for our team to confirm the payment.',
            {
              package: t(PACKAGE_TIERS[pkg.pendingRequest.package].title),
              reference: pkg.pendingRequest.reference,
            },
          )}
        </p>
      )}
      {!pkg.pendingRequest && pkg.lastDecision?.status === 'rejected' && (
        <p className="mt-5 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">
          {t('Your request for {package} was not approved. Contact us if you paid.', {
            package: t(PACKAGE_TIERS[pkg.lastDecision.package].title),
          })}
        </p>
      )}
    </section>
  );
}

/** My Package: the real package, its limits against usage, and the plans to move to. */
export function MyPackageOverview() {
  const { t } = useT();
  const myPackage = useMyPackage();
  const [chosen, setChosen] = useState<Exclude<PackageName, 'member'> | null>(null);
  if (myPackage.isPending)
    return <LoadingBlock label={t('Loading your package')} className="h-64" />;
  if (myPackage.isError) return <LoadError>{myPackage.error.message}</LoadError>;
  const pkg = myPackage.data;

  // A waiting request keeps its payment details in view until staff decide it.
  const waitingFor = pkg.pendingRequest?.package;
  const shown = chosen ?? (waitingFor && waitingFor !== 'member' ? waitingFor : null);

  const actionFor = (name: PackageName) => {
    if (name === pkg.tier) {
      return (
        <p className="text-center text-sm font-semibold text-brand-800">{t('Your current plan')}</p>
      );
    }
    if (name === 'member' || packageCovers(pkg.tier, name)) {
      return <p className="text-center text-sm text-slate-600">{t('Included in your plan')}</p>;
    }
    const waiting = pkg.pendingRequest?.package === name;
    return (
      <button
        type="button"
        aria-expanded={shown === name}
        aria-controls="upgrade-payment"
        onClick={() => setChosen(name)}
        aria-describedby={`plan-${name}`}
        className={buttonStyles({ size: 'lg', className: 'w-full' })}
      >
        {waiting ? t('Request sent') : t('Select Plan')}
      </button>
    );
  };

  return (
    <div className="space-y-8">
      <CurrentPackage pkg={pkg} />
      <section aria-labelledby="plans">
        <h3 id="plans" className="text-lg font-bold text-slate-900">
          {t('Plans')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {t('Choose a plan to see its price and how to pay by bank transfer.')}
        </p>
        <div className="mt-6 grid gap-6 lg:grid-cols-3">
          {PACKAGE_NAMES.map((name) => (
            <PlanCard
              key={name}
              tier={name}
              recommended={name === 'featured'}
              action={actionFor(name)}
            />
          ))}
        </div>
        <div id="upgrade-payment" className="mt-8">
          {shown && <UpgradePaymentPanel tier={shown} pkg={pkg} focusOnShow={chosen !== null} />}
        </div>
      </section>
    </div>
  );
}

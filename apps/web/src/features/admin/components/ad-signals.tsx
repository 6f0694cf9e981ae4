import type { AdminAd } from '@carmarket/shared/staff-moderation';
import {
  phoneFlagged,
  type AdSignals as AdSignalsData,
  type DuplicatePhoto,
} from '@carmarket/shared/ad-signals';
import type { Translator } from '@carmarket/shared/i18n/translate';
import { paths } from '@carmarket/shared/site-paths';
import { useT } from '../../../lib/i18n';
import { MessageParts, partSlots } from '../../../lib/message-parts';

/**
 * The signals' sentences (shared/ad-signals' SIGNAL_TEXTS in English, which the journeys read;
 * a test keeps the two the same), with the shared catalog's keys. An id is a string value, so it
 * is never grouped ("#1234").
 */
export const signalTexts = (t: Translator['t']) => ({
  photoMatch: (adId: number) =>
    t('Photo matches ad #{adId} by another seller', { adId: String(adId) }),
  phoneUse: (accounts: number, ads: number) =>
    t(
      'This number is used by {accounts, plural, one {# account} other {# accounts}} and {ads, plural, one {# ad} other {# ads}}',
      { accounts, ads },
    ),
  /** Issue 36: of the accounts using the number, those that verified it by SMS. */
  verifiedAccounts: (count: number) =>
    t('Verified by SMS on {count, plural, one {# account} other {# accounts}}.', { count }),
  /** An edit of a live ad: the number it gives the ad, counted with the ad as edited. */
  editPhoneUse: (accounts: number, ads: number) =>
    t(
      'The phone number after this edit is used by {accounts, plural, one {# account} other {# accounts}} and {ads, plural, one {# ad} other {# ads}}',
      { accounts, ads },
    ),
});

/** Where staff open another ad: the moderation list of its status, narrowed to its id. */
function adInQueue(match: DuplicatePhoto): string {
  const params = new URLSearchParams({ status: match.matchStatus, q: String(match.matchAdId) });
  return `${paths.admin}?${params.toString()}`;
}

/**
 * The ad's signals for a reviewer (decision 095): each earlier ad of another seller whose photo
 * this ad's photo matches, the two pictures side by side, and how widely its phone number is used.
 */
export function AdSignals({ ad }: { ad: AdminAd }) {
  const { t } = useT();
  const texts = signalTexts(t);
  const { signals } = ad;
  const byMatch = new Map<number, DuplicatePhoto[]>();
  for (const pair of signals.duplicatePhotos) {
    byMatch.set(pair.matchAdId, [...(byMatch.get(pair.matchAdId) ?? []), pair]);
  }
  return (
    <div className="mt-5 space-y-3">
      {[...byMatch.entries()].map(([matchAdId, pairs]) => (
        <section
          key={matchAdId}
          aria-label={texts.photoMatch(matchAdId)}
          className="rounded-xl border border-rose-300 bg-rose-50 p-4 text-rose-950"
        >
          <h4 className="text-sm font-bold">
            <span aria-hidden="true">⚠ </span>
            {texts.photoMatch(matchAdId)}
          </h4>
          <ul className="mt-3 space-y-3">
            {pairs.map((pair) => (
              <li key={`${pair.photo} ${pair.matchPhoto}`} className="grid grid-cols-2 gap-3">
                <figure className="min-w-0">
                  <img
                    src={pair.photo}
                    alt={t('{title}: the photo that matches ad #{id}', {
                      title: ad.title,
                      id: String(matchAdId),
                    })}
                    className="aspect-[4/3] w-full rounded-lg bg-white object-cover ring-1 ring-rose-200"
                  />
                  <figcaption className="mt-1 text-xs font-semibold">
                    {t('This ad (#{id})', { id: String(ad.id) })}
                  </figcaption>
                </figure>
                <figure className="min-w-0">
                  <img
                    src={pair.matchPhoto}
                    alt={t('The matching photo of ad #{id}', { id: String(matchAdId) })}
                    className="aspect-[4/3] w-full rounded-lg bg-white object-cover ring-1 ring-rose-200"
                  />
                  <figcaption className="mt-1 text-xs font-semibold">
                    {t('Ad #{id}, seller #{seller}', {
                      id: String(matchAdId),
                      seller: String(pair.matchSellerId),
                    })}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <a
              href={adInQueue(pairs[0] as DuplicatePhoto)}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-rose-900 underline focus-visible:ring-2 focus-visible:ring-rose-700 focus-visible:outline-none"
            >
              {t('Open ad #{id}', { id: String(matchAdId) })}
              <span className="sr-only"> {t('(opens in a new tab)')}</span>
            </a>
          </p>
        </section>
      ))}
      <PhoneUse signals={signals} />
    </div>
  );
}

/**
 * How widely a phone number is used, a warning past three accounts (the word says it, not only
 * the colour). `of` says whose number it is: the ad's, or an edit's (decision 106).
 */
export function PhoneUse({
  signals,
  of = 'ad',
}: {
  /** An edit's signal has no verified count (its number may be new to every account). */
  signals: Pick<AdSignalsData, 'phoneAccounts' | 'phoneAds'> &
    Partial<Pick<AdSignalsData, 'phoneVerifiedAccounts'>>;
  of?: 'ad' | 'edit';
}) {
  const { t } = useT();
  const texts = signalTexts(t);
  const sentence = (of === 'edit' ? texts.editPhoneUse : texts.phoneUse)(
    signals.phoneAccounts,
    signals.phoneAds,
  );
  const flagged = phoneFlagged(signals);
  return (
    <>
      <p
        className={
          flagged
            ? 'rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950'
            : 'text-sm text-slate-700'
        }
      >
        {flagged ? (
          <MessageParts
            text={t('{warning} {sentence} (more than three accounts).', {
              sentence,
              ...partSlots('warning'),
            })}
            parts={{ warning: <span className="font-bold">{t('Warning:')}</span> }}
          />
        ) : (
          sentence
        )}
      </p>
      {/* Counted apart (issue 36): many accounts on one number weigh less when each proved it. */}
      {signals.phoneVerifiedAccounts !== undefined && (
        <p className="text-sm text-slate-700">
          {texts.verifiedAccounts(signals.phoneVerifiedAccounts)}
        </p>
      )}
    </>
  );
}

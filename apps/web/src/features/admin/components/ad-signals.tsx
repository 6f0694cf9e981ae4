import type { AdminAd } from '@carmarket/shared/staff-moderation';
import {
  phoneFlagged,
  SIGNAL_TEXTS,
  type AdSignals as AdSignalsData,
  type DuplicatePhoto,
} from '@carmarket/shared/ad-signals';
import { paths } from '@carmarket/shared/site-paths';

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
          aria-label={SIGNAL_TEXTS.photoMatch(matchAdId)}
          className="rounded-xl border border-rose-300 bg-rose-50 p-4 text-rose-950"
        >
          <h4 className="text-sm font-bold">
            <span aria-hidden="true">⚠ </span>
            {SIGNAL_TEXTS.photoMatch(matchAdId)}
          </h4>
          <ul className="mt-3 space-y-3">
            {pairs.map((pair) => (
              <li key={`${pair.photo} ${pair.matchPhoto}`} className="grid grid-cols-2 gap-3">
                <figure className="min-w-0">
                  <img
                    src={pair.photo}
                    alt={`${ad.title}: the photo that matches ad #${matchAdId}`}
                    className="aspect-[4/3] w-full rounded-lg bg-white object-cover ring-1 ring-rose-200"
                  />
                  <figcaption className="mt-1 text-xs font-semibold">This ad (#{ad.id})</figcaption>
                </figure>
                <figure className="min-w-0">
                  <img
                    src={pair.matchPhoto}
                    alt={`The matching photo of ad #${matchAdId}`}
                    className="aspect-[4/3] w-full rounded-lg bg-white object-cover ring-1 ring-rose-200"
                  />
                  <figcaption className="mt-1 text-xs font-semibold">
                    Ad #{matchAdId}, seller #{pair.matchSellerId}
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
              Open ad #{matchAdId}
              <span className="sr-only"> (opens in a new tab)</span>
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
 * the colour). `sentence` says whose number it is: the ad's, or an edit's (decision 106).
 */
export function PhoneUse({
  signals,
  sentence = SIGNAL_TEXTS.phoneUse,
}: {
  signals: Pick<AdSignalsData, 'phoneAccounts' | 'phoneAds'>;
  sentence?: (accounts: number, ads: number) => string;
}) {
  const flagged = phoneFlagged(signals);
  return (
    <p
      className={
        flagged
          ? 'rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950'
          : 'text-sm text-slate-700'
      }
    >
      {flagged && <span className="font-bold">Warning: </span>}
      {sentence(signals.phoneAccounts, signals.phoneAds)}
      {flagged && ' (more than three accounts).'}
    </p>
  );
}

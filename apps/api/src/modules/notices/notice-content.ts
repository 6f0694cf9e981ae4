import { nameShownToOthers } from '@carmarket/shared/display-name';
import { formatListingPrice } from '@carmarket/shared/format';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import { LIMITS } from '../limits/limit-rules';
import type { MailContent } from '../mail/mail-layout';
import type { NoticeAd, NoticeOffer, NoticesRepository } from './notices.repository';
import { formatMailDate } from '../mail/mail-dates';
import { withoutLinks } from '../mail/plain-words';
import { siteLinks } from './site-links';

type Url = (path: string) => string;

const WHY_SELLER = 'You get this e-mail because you sell on CarMarket.';
const WHY_BUYER = 'You get this e-mail because you made an offer on CarMarket.';

/** Introduces a buyer's own words in every offer e-mail (issue 29). */
export const BUYER_MESSAGE_INTRO = 'Message from a buyer (CarMarket never asks for bank details)';

/** How many offer e-mails one seller gets an hour before the rest wait for a digest. */
const OFFER_NOTICES_AN_HOUR = LIMITS.offerNoticesPerSeller.max;

/** One of the seller's ads and how many offers on it the digest counts. */
export interface DigestAd {
  title: string;
  offers: number;
}

const offersCount = (count: number) => `${count} ${count === 1 ? 'offer' : 'offers'}`;

/** What each notice tells, in words; the layout and the sending are the mail module's. */
export const noticeContent = {
  adApproved(ad: NoticeAd, url: Url): MailContent {
    return {
      subject: `Your ad is live: ${ad.title}`,
      heading: 'Your ad is live',
      paragraphs: [
        `Hello ${ad.owner.name}, our team checked your ad “${ad.title}” and it is now live. Buyers can find it in search and contact you.`,
      ],
      details: [
        { label: 'Price', value: formatListingPrice(ad.price) },
        ...(ad.expiresAt ? [{ label: 'Live until', value: formatMailDate(ad.expiresAt) }] : []),
      ],
      action: { label: 'See your ad', url: url(siteLinks.car(ad)) },
      footnote: WHY_SELLER,
    };
  },

  adRejected(ad: NoticeAd, url: Url): MailContent {
    return {
      subject: `Your ad needs changes: ${ad.title}`,
      heading: 'Your ad was not approved',
      paragraphs: [
        `Hello ${ad.owner.name}, our team could not approve your ad “${ad.title}” as it is.`,
        'You can post it again with the change, or reply to this e-mail if something is unclear.',
      ],
      details: [{ label: 'Reason', value: ad.rejectionReason ?? 'No reason was given.' }],
      action: { label: 'Open My Listings', url: url(siteLinks.myListings('rejected')) },
      footnote: WHY_SELLER,
      invitesReply: true,
    };
  },

  /** Staff checked reports of a live ad and ask its seller to change something (decision 094). */
  adFixRequested(ad: NoticeAd, message: string, url: Url): MailContent {
    return {
      subject: `Please update your ad: ${ad.title}`,
      heading: 'Please update your ad',
      paragraphs: [
        `Hello ${ad.owner.name}, buyers reported your ad “${ad.title}” and our team checked it. It can stay on CarMarket, but please make the change below.`,
        'Edit the ad from My Listings, or reply to this e-mail if something is unclear.',
      ],
      details: [{ label: 'From our team', value: message }],
      action: { label: 'Open My Listings', url: url(siteLinks.myListings('active')) },
      footnote: WHY_SELLER,
      invitesReply: true,
    };
  },

  /**
   * The buyer's name and words are theirs, not ours: a name that passes for the site shows as
   * "a buyer", addresses in it are not links, and the message is a marked quote under a warning
   * (decision 110).
   */
  offerReceived(offer: NoticeOffer, url: Url): MailContent {
    const buyer = withoutLinks(nameShownToOthers(offer.buyer.name, 'a buyer'));
    return {
      subject: `New offer of ${formatListingPrice(offer.amount)} for ${offer.ad.title}`,
      heading: 'You have a new offer',
      paragraphs: [
        `Hello ${offer.seller.name}, ${buyer} offered ${formatListingPrice(offer.amount)} for your “${offer.ad.title}”, listed at ${formatListingPrice(offer.ad.price)}.`,
        'Accept or decline it in your offers inbox; the buyer is told either way.',
      ],
      details: [{ label: 'Offer', value: formatListingPrice(offer.amount) }],
      quote: offer.message ? { intro: BUYER_MESSAGE_INTRO, text: offer.message } : undefined,
      action: { label: 'Open your offers', url: url(siteLinks.offersInbox) },
      footnote: WHY_SELLER,
    };
  },

  /**
   * The offers past the hour's ten, counted by ad (the seller's own titles): never a buyer's
   * name, amount or words, so a flood of offers carries nothing of its senders (decision 110).
   */
  offerDigest(seller: { name: string }, ads: DigestAd[], url: Url): MailContent {
    const total = ads.reduce((sum, ad) => sum + ad.offers, 0);
    const subject = `${total} more ${total === 1 ? 'offer' : 'offers'} on your ads`;
    return {
      subject,
      heading: subject,
      paragraphs: [
        `Hello ${seller.name}, buyers made ${offersCount(total)} on your ads that we did not send you one by one. We send at most ${OFFER_NOTICES_AN_HOUR} offer e-mails an hour and put the rest together in one, like this.`,
        'Read them and accept or decline each in your offers inbox.',
      ],
      details: ads.map((ad) => ({ label: ad.title, value: offersCount(ad.offers) })),
      action: { label: 'Open your offers', url: url(siteLinks.offersInbox) },
      footnote: WHY_SELLER,
    };
  },

  offerAnswered(offer: NoticeOffer, url: Url): MailContent {
    const accepted = offer.state === 'accepted';
    return {
      subject: accepted
        ? `Your offer was accepted: ${offer.ad.title}`
        : `Your offer was declined: ${offer.ad.title}`,
      heading: accepted ? 'Your offer was accepted' : 'Your offer was declined',
      paragraphs: accepted
        ? [
            `Hello ${offer.buyer.name}, the seller accepted your offer of ${formatListingPrice(offer.amount)} for “${offer.ad.title}”.`,
            'Contact the seller from the ad to arrange a viewing. Inspect the car and its papers before you pay anything, and never pay an advance to hold it.',
          ]
        : [
            `Hello ${offer.buyer.name}, the seller declined your offer of ${formatListingPrice(offer.amount)} for “${offer.ad.title}”.`,
            'The car may still be for sale: you can make a new offer from the ad.',
          ],
      action: { label: 'See the car', url: url(siteLinks.car(offer.ad)) },
      footnote: WHY_BUYER,
    };
  },

  packageApproved(
    request: NonNullable<Awaited<ReturnType<NoticesRepository['findPackageRequest']>>>,
    url: Url,
  ): MailContent {
    const tier = PACKAGE_TIERS[request.package];
    return {
      subject: `Your ${tier.title} package is active`,
      heading: `Your ${tier.title} package is active`,
      paragraphs: [
        `Hello ${request.user.name}, we confirmed your payment and switched your account to the ${tier.title} package.`,
        'Your next ads get its photos, placement and validity.',
      ],
      details: request.user.packageExpiresAt
        ? [{ label: 'Active until', value: formatMailDate(request.user.packageExpiresAt) }]
        : [],
      action: { label: 'See your package', url: url(siteLinks.myPackage) },
      footnote: WHY_SELLER,
    };
  },
};

import { nameShownToOthers } from '@carmarket/shared/display-name';
import { formatListingPrice } from '@carmarket/shared/format';
import { PACKAGE_TIERS } from '@carmarket/shared/packages';
import { LIMITS } from '../limits/limit-rules';
import { msg } from '@carmarket/shared/i18n/translate';
import type { MailContent } from '../mail/mail-layout';
import type { MailWriter } from '../mail/mail-writer';
import { CHAT_WARNING_TEXT } from '@carmarket/shared/chat';
import type { NoticeAd, NoticeOffer, NoticesRepository } from './notices.repository';
import type { UnreadNotice } from './unread-message-notices.repository';
import { withoutLinks } from '../mail/plain-words';
import { siteLinks } from './site-links';

const WHY_SELLER = msg('You get this e-mail because you sell on CarMarket.');
const WHY_BUYER = msg('You get this e-mail because you made an offer on CarMarket.');
const WHY_CHAT = msg('You get this e-mail because someone wrote to you about a car on CarMarket.');

/** Introduces a buyer's own words in every offer e-mail (issue 29). */
export const BUYER_MESSAGE_INTRO = msg(
  'Message from a buyer (CarMarket never asks for bank details)',
);

/** How many offer e-mails one seller gets an hour before the rest wait for a digest. */
const OFFER_NOTICES_AN_HOUR = LIMITS.offerNoticesPerSeller.max;

/** One of the seller's ads and how many offers on it the digest counts. */
export interface DigestAd {
  title: string;
  offers: number;
}

/** What each notice tells, in words; the layout and the sending are the mail module's. */
export const noticeContent = {
  adApproved(ad: NoticeAd, w: MailWriter): MailContent {
    const { t } = w;
    return {
      subject: t('Your ad is live: {title}', { title: ad.title }),
      heading: t('Your ad is live'),
      paragraphs: [
        t(
          'Hello {name}, our team checked your ad “{title}” and it is now live. Buyers can find it in search and contact you.',
          { name: ad.owner.name, title: ad.title },
        ),
      ],
      details: [
        { label: t('Price'), value: formatListingPrice(ad.price) },
        ...(ad.expiresAt ? [{ label: t('Live until'), value: w.date(ad.expiresAt) }] : []),
      ],
      action: { label: t('See your ad'), url: w.url(siteLinks.car(ad)) },
      footnote: t(WHY_SELLER),
    };
  },

  adRejected(ad: NoticeAd, w: MailWriter): MailContent {
    const { t } = w;
    return {
      subject: t('Your ad needs changes: {title}', { title: ad.title }),
      heading: t('Your ad was not approved'),
      paragraphs: [
        t('Hello {name}, our team could not approve your ad “{title}” as it is.', {
          name: ad.owner.name,
          title: ad.title,
        }),
        t(
          'You can post it again with the change, or reply to this e-mail if something is unclear.',
        ),
      ],
      details: [{ label: t('Reason'), value: ad.rejectionReason ?? t('No reason was given.') }],
      action: { label: t('Open My Listings'), url: w.url(siteLinks.myListings('rejected')) },
      footnote: t(WHY_SELLER),
      invitesReply: true,
    };
  },

  /** Staff checked reports of a live ad and ask its seller to change something (decision 094). */
  adFixRequested(ad: NoticeAd, message: string, w: MailWriter): MailContent {
    const { t } = w;
    return {
      subject: t('Please update your ad: {title}', { title: ad.title }),
      heading: t('Please update your ad'),
      paragraphs: [
        t(
          'Hello {name}, buyers reported your ad “{title}” and our team checked it. It can stay on CarMarket, but please make the change below.',
          { name: ad.owner.name, title: ad.title },
        ),
        t('Edit the ad from My Listings, or reply to this e-mail if something is unclear.'),
      ],
      details: [{ label: t('From our team'), value: message }],
      action: { label: t('Open My Listings'), url: w.url(siteLinks.myListings('active')) },
      footnote: t(WHY_SELLER),
      invitesReply: true,
    };
  },

  /**
   * The buyer's name and words are theirs, not ours: a name that passes for the site shows as
   * "a buyer", addresses in it are not links, and the message is a marked quote under a warning
   * (decision 110).
   */
  offerReceived(offer: NoticeOffer, w: MailWriter): MailContent {
    const { t } = w;
    const buyer = withoutLinks(nameShownToOthers(offer.buyer.name, t('a buyer')));
    const amount = formatListingPrice(offer.amount);
    return {
      subject: t('New offer of {amount} for {title}', { amount, title: offer.ad.title }),
      heading: t('You have a new offer'),
      paragraphs: [
        t('Hello {name}, {buyer} offered {amount} for your “{title}”, listed at {price}.', {
          name: offer.seller.name,
          buyer,
          amount,
          title: offer.ad.title,
          price: formatListingPrice(offer.ad.price),
        }),
        t('Accept or decline it in your offers inbox; the buyer is told either way.'),
      ],
      details: [{ label: t('Offer'), value: amount }],
      quote: offer.message ? { intro: t(BUYER_MESSAGE_INTRO), text: offer.message } : undefined,
      action: { label: t('Open your offers'), url: w.url(siteLinks.offersInbox) },
      footnote: t(WHY_SELLER),
    };
  },

  /**
   * The offers past the hour's ten, counted by ad (the seller's own titles): never a buyer's
   * name, amount or words, so a flood of offers carries nothing of its senders (decision 110).
   */
  offerDigest(seller: { name: string }, ads: DigestAd[], w: MailWriter): MailContent {
    const { t } = w;
    const total = ads.reduce((sum, ad) => sum + ad.offers, 0);
    const subject = t('{count, plural, one {# more offer} other {# more offers}} on your ads', {
      count: total,
    });
    return {
      subject,
      heading: subject,
      paragraphs: [
        t(
          'Hello {name}, buyers made {count, plural, one {# offer} other {# offers}} on your ads that we did not send you one by one. We send at most {max} offer e-mails an hour and put the rest together in one, like this.',
          { name: seller.name, count: total, max: OFFER_NOTICES_AN_HOUR },
        ),
        t('Read them and accept or decline each in your offers inbox.'),
      ],
      details: ads.map((ad) => ({
        label: ad.title,
        value: t('{count, plural, one {# offer} other {# offers}}', { count: ad.offers }),
      })),
      action: { label: t('Open your offers'), url: w.url(siteLinks.offersInbox) },
      footnote: t(WHY_SELLER),
    };
  },

  offerAnswered(offer: NoticeOffer, w: MailWriter): MailContent {
    const { t } = w;
    const accepted = offer.state === 'accepted';
    const values = {
      name: offer.buyer.name,
      amount: formatListingPrice(offer.amount),
      title: offer.ad.title,
    };
    return {
      subject: accepted
        ? t('Your offer was accepted: {title}', values)
        : t('Your offer was declined: {title}', values),
      heading: accepted ? t('Your offer was accepted') : t('Your offer was declined'),
      paragraphs: accepted
        ? [
            t('Hello {name}, the seller accepted your offer of {amount} for “{title}”.', values),
            t(
              'Contact the seller from the ad to arrange a viewing. Inspect the car and its papers before you pay anything, and never pay an advance to hold it.',
            ),
          ]
        : [
            t('Hello {name}, the seller declined your offer of {amount} for “{title}”.', values),
            t('The car may still be for sale: you can make a new offer from the ad.'),
          ],
      action: { label: t('See the car'), url: w.url(siteLinks.car(offer.ad)) },
      footnote: t(WHY_BUYER),
    };
  },

  /**
   * A chat message waits unread (issue 35). The sender's words and name are not in it: anyone
   * can write a message, and our e-mail must not carry a stranger's text in our name
   * (decision 129). The car is the ad's make and model.
   */
  unreadMessage(notice: UnreadNotice, w: MailWriter): MailContent {
    const { t } = w;
    const car = `${notice.car.make} ${notice.car.model}`;
    const subject =
      notice.side === 'seller'
        ? t('New message about your {car}', { car })
        : t('New message about the {car}', { car });
    return {
      subject,
      heading: t('You have a new message'),
      paragraphs: [
        t(
          'Hello {name}, a message about the {car} has been waiting for you for 15 minutes. Read it and answer on CarMarket.',
          { name: notice.recipient.name, car },
        ),
        t(CHAT_WARNING_TEXT.general),
      ],
      action: {
        label: t('Read the message'),
        url: w.url(siteLinks.conversation(notice.conversationId)),
      },
      footnote: t(WHY_CHAT),
    };
  },

  packageApproved(
    request: NonNullable<Awaited<ReturnType<NoticesRepository['findPackageRequest']>>>,
    w: MailWriter,
  ): MailContent {
    const { t } = w;
    // The tier's name is the shared package table's (its catalog translates it).
    const tier = t(PACKAGE_TIERS[request.package].title);
    const heading = t('Your {tier} package is active', { tier });
    return {
      subject: heading,
      heading,
      paragraphs: [
        t(
          'Hello {name}, we confirmed your payment and switched your account to the {tier} package.',
          { name: request.user.name, tier },
        ),
        t('Your next ads get its photos, placement and validity.'),
      ],
      details: request.user.packageExpiresAt
        ? [{ label: t('Active until'), value: w.date(request.user.packageExpiresAt) }]
        : [],
      action: { label: t('See your package'), url: w.url(siteLinks.myPackage) },
      footnote: t(WHY_SELLER),
    };
  },
};

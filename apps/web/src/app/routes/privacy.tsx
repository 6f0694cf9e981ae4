import { formatDate } from '@carmarket/shared/date-time';
import { msg } from '@carmarket/shared/i18n/translate';
import { STORAGE_KEYS } from '@carmarket/shared/storage-keys';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { focusRing } from '../../components/ui/button-styles';
import { contactWithSubject } from '../../config/paths';
import { CONTACT } from '../../config/site';
import { contactSubjectLabel } from '../../features/contact/subject-label';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { MessageParts, partSlots } from '../../lib/message-parts';

/** Written in each language's own form: "27 November 2026" in English. */
const LAST_UPDATED = '2026-11-27';

/** The cookies' names, as the browser shows them (never translated). */
const SESSION_COOKIE = 'carmarket_session';
const DEVICE_COOKIE = 'carmarket_device';

const SECTIONS = [
  { id: 'collect', title: msg('What we collect') },
  { id: 'use', title: msg('Why we use it') },
  { id: 'retention', title: msg('How long we keep it') },
  { id: 'sharing', title: msg('Who sees what') },
  { id: 'security', title: msg('How we protect it') },
  { id: 'choices', title: msg('Your choices and deleting your account') },
  { id: 'changes', title: msg('Changes to this policy') },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

const linkClasses = cn(
  'rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900',
  focusRing,
);

function PolicySection({ id, children }: { id: SectionId; children: ReactNode }) {
  const { t } = useT();
  const title = SECTIONS.find((section) => section.id === id)?.title;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-8">
      <h2
        id={id}
        className="scroll-mt-28 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
      >
        {title && t(title)}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

function Term({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-900">{title}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function Code({ children }: { children: string }) {
  return (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800">
      {children}
    </code>
  );
}

/**
 * BROWSING_STORAGE_KEYS (shared/browsing-storage-keys), written out: importing them would put
 * their chunk's name in the entry's preload map, which every first load carries;
 * privacy.test.tsx holds them equal.
 */
const BROWSING_KEYS = {
  recentlyViewed: 'carmarket.recentlyViewed',
  compareCars: 'carmarket.compareCars',
} as const;

export function PrivacyRoute() {
  const { t, tc, language } = useT();
  const privacyMail = (
    <a href={`mailto:${CONTACT.privacyEmail}`} className={linkClasses}>
      {CONTACT.privacyEmail}
    </a>
  );
  const code = {
    session: <Code>{SESSION_COOKIE}</Code>,
    device: <Code>{DEVICE_COOKIE}</Code>,
    signedIn: <Code>{STORAGE_KEYS.signedIn}</Code>,
    cityId: <Code>{STORAGE_KEYS.cityId}</Code>,
    savedCars: <Code>{STORAGE_KEYS.savedCars}</Code>,
    recentlyViewed: <Code>{BROWSING_KEYS.recentlyViewed}</Code>,
    compareCars: <Code>{BROWSING_KEYS.compareCars}</Code>,
  };
  const who = (text: string) => <strong className="text-slate-900">{text}</strong>;

  return (
    <PageContainer>
      <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label={t('On this page')} className="hidden lg:block">
          <div className="sticky top-28">
            <p className="text-sm font-semibold tracking-wider text-slate-500 uppercase">
              {t('On this page')}
            </p>
            <ul className="mt-4 space-y-1 border-l border-slate-200 text-sm">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className={cn(
                      '-ml-px block border-l border-transparent py-1.5 pl-4 text-slate-600 hover:border-brand-600 hover:text-brand-800',
                      focusRing,
                    )}
                  >
                    {t(section.title)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <article className="max-w-[70ch] text-base leading-relaxed text-slate-700">
          <header>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {t('Privacy Policy')}
            </h1>
            <p className="mt-3 text-sm text-slate-500">
              <MessageParts
                text={t('Last updated: {date}', partSlots('date'))}
                parts={{
                  date: (
                    <time dateTime={LAST_UPDATED}>
                      {formatDate(LAST_UPDATED, 'long', language)}
                    </time>
                  ),
                }}
              />
            </p>
            <p className="mt-6 text-lg text-slate-600">
              {t(
                'CarMarket ({address}) runs this website. This page explains what we collect when you use it, why, how long we keep it and who can see it. The short version: we collect what the marketplace needs to work, we never sell it, and you can have your account deleted at any time.',
                { address: CONTACT.addressLines.join(', ') },
              )}
            </p>
          </header>

          <div className="mt-10 space-y-10">
            <PolicySection id="collect">
              <dl className="space-y-5">
                <Term title={t('Your account')}>
                  {t(
                    'Your name, mobile number, e-mail address, postal address and city, and a profile photo if you add one. Your password is never stored: we keep only a one-way hash of it, from which the password cannot be read back.',
                  )}
                </Term>
                <Term title={t('Your listings')}>
                  {t(
                    'The details of each car you advertise (title, price, make, model, mileage, description and so on), its photos and any 360° view or video. Every photo is re-encoded when you upload it and its metadata, such as the GPS location where it was taken and the camera details, is removed before it is stored.',
                  )}
                </Term>
                <Term title={t('Offers')}>
                  {t('The amount and message of each offer you make on a car, and who made it.')}
                </Term>
                <Term title={t('Contact and pre-order messages')}>
                  {t(
                    'What you send us through the contact form (name, e-mail, phone if you give it, subject and message) or a pre-order request (the car you want, its description, your expected price and your e-mail).',
                  )}
                </Term>
                <Term title={t('Stored in your browser')}>
                  <MessageParts
                    text={t(
                      'Two cookies, sent only to our sign-in addresses and never readable by the page’s scripts: {session}, your signed-in session, which changes each time it is used and ends after 30 days unused or 90 days in all, and {device}, a note that this browser has signed in to your account, so that other people’s wrong passwords cannot lock you out here (180 days).',
                      partSlots('session', 'device'),
                    )}
                    parts={code}
                  />{' '}
                  <MessageParts
                    text={t(
                      'Three entries in your browser’s local storage: {signedIn}, which says only that you may be signed in, {cityId}, the city you chose in the city selector, and {savedCars}, the cars you saved before signing in.',
                      partSlots('signedIn', 'cityId', 'savedCars'),
                    )}
                    parts={code}
                  />{' '}
                  <MessageParts
                    text={t(
                      'Two more hold the cars you opened last, {recentlyViewed} (it moves into your account when you sign in), and the cars you chose to compare, {compareCars}.',
                      partSlots('recentlyViewed', 'compareCars'),
                    )}
                    parts={code}
                  />{' '}
                  {t(
                    'We use no advertising or tracking cookies, and no third-party scripts, fonts or analytics run on this site.',
                  )}
                </Term>
                <Term title={t('Server logs')}>
                  {t(
                    'When your browser talks to our servers we record your IP address, the date and time, the address requested and the result, to keep the site running and to stop abuse.',
                  )}
                </Term>
              </dl>
            </PolicySection>

            <PolicySection id="use">
              <ul className="list-disc space-y-2 pl-5">
                <li>{t('To run your account, sign you in and keep you signed in.')}</li>
                <li>
                  {t(
                    'To publish your ads after our team has reviewed them, and to show buyers the details they need.',
                  )}
                </li>
                <li>
                  {t('To pass your offers to sellers and to answer your messages and pre-orders.')}
                </li>
                <li>{t('To remember your city so search shows cars near you.')}</li>
                <li>
                  {t(
                    'To keep the marketplace safe: spotting fraud, fake ads and attacks, and limiting how often forms can be sent.',
                  )}
                </li>
                <li>{t('To meet our legal obligations.')}</li>
              </ul>
              <p>{t('We do not use your data for advertising profiles and we never sell it.')}</p>
            </PolicySection>

            <PolicySection id="retention">
              <dl className="space-y-5">
                <Term title={t('Account')}>
                  {t(
                    'Until you ask us to delete it. Signed-in sessions end when you sign out or when they expire.',
                  )}
                </Term>
                <Term title={t('Listings and photos')}>
                  {t(
                    'While the ad is live and for 12 months after it expires or is marked sold, so you can see your history. An ad you delete is removed at once, with its photos and videos.',
                  )}
                </Term>
                <Term title={t('Offers')}>{t('12 months after they are made.')}</Term>
                <Term title={t('Contact and pre-order messages')}>
                  {t('12 months after we have answered or closed them.')}
                </Term>
                <Term title={t('Server logs')}>{t('30 days.')}</Term>
                <Term title={t('Browser storage')}>
                  <MessageParts
                    text={t(
                      '{session} and {signedIn} are removed when you sign out; {cityId} stays until you choose All Cities or clear your browser’s site data; {savedCars} moves into your account when you sign in.',
                      partSlots('session', 'signedIn', 'cityId', 'savedCars'),
                    )}
                    parts={code}
                  />
                </Term>
              </dl>
            </PolicySection>

            <PolicySection id="sharing">
              <ul className="list-disc space-y-2 pl-5">
                <li>
                  <MessageParts
                    text={t(
                      '{everyone} can see a live ad: its details, photos, city and the seller’s name. A seller’s phone number is shown only on packages that include showing contact details; on the others, buyers reach the seller through CarMarket.',
                      partSlots('everyone'),
                    )}
                    parts={{ everyone: who(tc('privacy: who sees', 'Everyone')) }}
                  />
                </li>
                <li>
                  <MessageParts
                    text={t(
                      '{sellers} see the offers made on their own cars, with the message the buyer wrote.',
                      partSlots('sellers'),
                    )}
                    parts={{ sellers: who(tc('privacy: who sees', 'Sellers')) }}
                  />
                </li>
                <li>
                  <MessageParts
                    text={t(
                      '{staff} see new ads to review them before they go live, and read contact and pre-order messages to answer them.',
                      partSlots('staff'),
                    )}
                    parts={{ staff: who(tc('privacy: who sees', 'Our staff')) }}
                  />
                </li>
                <li>
                  <MessageParts
                    text={t(
                      '{hosts} store the data on our behalf and may not use it for anything else.',
                      partSlots('hosts'),
                    )}
                    parts={{ hosts: who(tc('privacy: who sees', 'Our hosting providers')) }}
                  />
                </li>
                <li>
                  <MessageParts
                    text={t(
                      '{authorities}, only when the law requires it.',
                      partSlots('authorities'),
                    )}
                    parts={{ authorities: who(tc('privacy: who sees', 'Authorities')) }}
                  />
                </li>
              </ul>
              <p>
                {t(
                  'Your e-mail address, postal address and password hash are never shown to other users. We do not sell, rent or trade personal data to anyone.',
                )}
              </p>
            </PolicySection>

            <PolicySection id="security">
              <ul className="list-disc space-y-2 pl-5">
                <li>
                  {t(
                    'Passwords are hashed with argon2id, the method security experts recommend first.',
                  )}
                </li>
                <li>
                  {t(
                    'Sessions are stored on our servers and can be revoked: signing out ends the session at once, and you can sign out of every device.',
                  )}
                </li>
                <li>
                  {t(
                    'Uploaded files are checked by their content, not their name, and photos are re-encoded without their metadata.',
                  )}
                </li>
                <li>
                  {t(
                    'The site loads scripts, fonts and images from our own address only, which blocks a whole class of attacks on your browser.',
                  )}
                </li>
                <li>{t('Only staff who need the data for their work can reach it.')}</li>
              </ul>
            </PolicySection>

            <PolicySection id="choices">
              <p>
                {t(
                  'You can see and correct your name, phone, address and city at any time in My Profile, and delete your ads from My Listings.',
                )}
              </p>
              <p>
                <MessageParts
                  text={t(
                    'To have your account and its data deleted, or to get a copy of the data we hold about you, write to {email} or use the {contactForm} with the subject {subject}, from the e-mail address of your account. We answer within 30 days.',
                    {
                      ...partSlots('email', 'contactForm'),
                      subject: t(contactSubjectLabel('support')),
                    },
                  )}
                  parts={{
                    email: privacyMail,
                    contactForm: (
                      <Link to={contactWithSubject('support')} className={linkClasses}>
                        {tc('privacy: link', 'contact form')}
                      </Link>
                    ),
                  }}
                />
              </p>
            </PolicySection>

            <PolicySection id="changes">
              <p>
                <MessageParts
                  text={t(
                    'When we change this policy we update the date at the top of this page, and we tell signed-in users about important changes before they take effect. Questions about privacy are welcome at {email}.',
                    partSlots('email'),
                  )}
                  parts={{ email: privacyMail }}
                />
              </p>
            </PolicySection>
          </div>
        </article>
      </div>
    </PageContainer>
  );
}

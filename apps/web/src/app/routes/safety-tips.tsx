import { msg } from '@carmarket/shared/i18n/translate';
import { REPORT_REASON_LABELS } from '@carmarket/shared/report';
import { Banknote, FileSearch, Flag, Landmark, MapPinned, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { focusRing } from '../../components/ui/button-styles';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { MessageParts, partSlots } from '../../lib/message-parts';

/**
 * Written for buying a used car in Sri Lanka (issue 18): the advance scam first, then the CR book
 * and the lease register, which are where a private sale goes wrong here.
 */
const SECTIONS = [
  {
    Icon: Banknote,
    title: msg('See the car before you pay'),
    tips: [
      msg(
        'Inspect the car in person, with a mechanic you trust, and take it for a test drive before any money changes hands.',
      ),
      msg(
        'Never pay a “reservation advance”, booking fee or deposit to a seller you have not met, however good the price.',
      ),
      msg(
        'Pay at the handover, by bank transfer or a bank draft, and get a signed receipt with the registration number and the price.',
      ),
    ],
  },
  {
    Icon: ShieldAlert,
    title: msg('Know the advance scam'),
    tips: [
      msg(
        'It starts with photos copied from another ad, a new phone number and a price well below similar cars.',
      ),
      msg(
        'Then a request for an advance “to hold the car” because other buyers are waiting, or the seller is abroad or out of station.',
      ),
      msg('If you see these together, do not pay anything: report the ad.'),
    ],
  },
  {
    Icon: FileSearch,
    title: msg('Check the CR book'),
    tips: [
      msg(
        'Compare the chassis and engine numbers on the car with the Certificate of Registration (CR).',
      ),
      msg(
        'The registered owner’s name and NIC number on the CR must match the seller’s national identity card.',
      ),
      msg(
        'Sign the transfer papers together and submit them to the Department of Motor Traffic (DMT) promptly.',
      ),
    ],
  },
  {
    Icon: Landmark,
    title: msg('Check for a lease or loan'),
    tips: [
      msg(
        'If the CR names a bank or finance company as the absolute owner, the car is under lease or finance.',
      ),
      msg(
        'Ask that company, or the DMT, who the absolute owner is now and whether anything is still owed.',
      ),
      msg('Buy a leased car only with the finance company’s release letter in hand.'),
    ],
  },
  {
    Icon: MapPinned,
    title: msg('Meet safely'),
    tips: [
      msg('Meet in a busy public place in daylight, and bring someone with you.'),
      msg(
        'If you are selling, go with the buyer on the test drive and hand over the car only once the money has cleared.',
      ),
    ],
  },
];

export function SafetyTipsRoute() {
  const { t } = useT();
  return (
    <PageContainer>
      <PageHeader
        title={t('Safety Tips')}
        intro={t('Buying a used car in Sri Lanka: what to check before you pay anything.')}
      />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {SECTIONS.map(({ Icon, title, tips }, index) => (
          <section
            key={title}
            aria-labelledby={`tips-${index}`}
            className="rounded-(--radius-card) bg-white p-6 shadow-(--shadow-card) ring-1 ring-slate-200/70"
          >
            <h2
              id={`tips-${index}`}
              className="flex items-center gap-3 text-lg font-bold text-slate-900"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              {t(title)}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-base leading-relaxed text-slate-700">
              {tips.map((tip) => (
                <li key={tip}>{t(tip)}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section
        aria-labelledby="tips-report"
        className="mt-10 flex gap-4 rounded-(--radius-card) bg-brand-50 p-6 ring-1 ring-brand-100"
      >
        <Flag aria-hidden className="mt-1 size-6 shrink-0 text-brand-700" />
        <div>
          <h2 id="tips-report" className="text-lg font-bold text-slate-900">
            {t('Report an ad')}
          </h2>
          <p className="mt-2 text-base leading-relaxed text-slate-700">
            <MessageParts
              text={t(
                'On the ad’s page, press {button}, choose a reason such as “{reason}” and send it.',
                { ...partSlots('button'), reason: t(REPORT_REASON_LABELS.scam) },
              )}
              parts={{ button: <strong>{t('Report this ad')}</strong> }}
            />{' '}
            {t(
              'Our team checks every report, and an ad several people report leaves the site until we have looked at it.',
            )}{' '}
            <MessageParts
              text={t('You can also {link}.', partSlots('link'))}
              parts={{
                link: (
                  <Link
                    to={paths.contact}
                    className={cn('rounded font-semibold text-brand-800 underline', focusRing)}
                  >
                    {t('tell our team')}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      </section>
    </PageContainer>
  );
}

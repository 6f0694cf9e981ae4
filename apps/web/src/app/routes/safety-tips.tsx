import { BadgeCheck, Banknote, FileSearch, Handshake, MapPinned, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../components/layout/page-container';
import { focusRing } from '../../components/ui/button-styles';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

const SECTIONS = [
  {
    Icon: MapPinned,
    title: 'Meet safely',
    tips: [
      'Meet in a busy public place in daylight, such as a bank car park or a service station.',
      'Bring a friend or family member, and tell someone where you are going.',
      'Do not go to an address you were given at the last minute, and never get into a stranger’s car alone.',
    ],
  },
  {
    Icon: FileSearch,
    title: 'Check the car and its papers',
    tips: [
      'Compare the chassis and engine numbers on the car with the Certificate of Registration (CR).',
      'Make sure the name and national identity card of the seller match the registered owner.',
      'Ask whether the car is under a lease or loan; a leased car needs the finance company’s release letter.',
      'Check the revenue licence, insurance and emission test certificate are current.',
      'Have a mechanic you trust inspect the car and take it for a test drive on different roads.',
    ],
  },
  {
    Icon: Banknote,
    title: 'Pay safely',
    tips: [
      'Never pay a deposit or “booking fee” before you have seen the car and its papers.',
      'Pay by bank transfer or a bank draft at the bank, not in cash carried on the street.',
      'Get a signed receipt that names the car, its registration number, the price and both parties.',
      'Sign the transfer papers (MTA 6 and MTA 8) together and submit them to the Department of Motor Traffic promptly.',
    ],
  },
  {
    Icon: ShieldAlert,
    title: 'Spot a scam',
    tips: [
      'A price far below similar cars is the most common sign of a fraud.',
      'Be wary of sellers who are “abroad”, want to ship the car, or push you to decide today.',
      'Nobody from CarMarket will ask for your password, a one-time code or a payment to release a car.',
    ],
  },
  {
    Icon: Handshake,
    title: 'If you are selling',
    tips: [
      'Let buyers inspect the car, but go with them on a test drive and keep the keys in sight.',
      'Wait until a transfer has cleared in your account before you hand over the car and papers.',
      'Beware of buyers who overpay and ask for the difference back: it is a known fraud.',
    ],
  },
];

export function SafetyTipsRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="Safety Tips"
        intro="Simple precautions that keep you safe when you meet a seller, inspect a car and pay."
      />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {SECTIONS.map(({ Icon, title, tips }) => (
          <section
            key={title}
            aria-labelledby={`tips-${title}`}
            className="rounded-(--radius-card) bg-white p-6 shadow-(--shadow-card) ring-1 ring-slate-200/70"
          >
            <h2
              id={`tips-${title}`}
              className="flex items-center gap-3 text-lg font-bold text-slate-900"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              {title}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-base leading-relaxed text-slate-700">
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className="mt-10 flex gap-4 rounded-(--radius-card) bg-brand-50 p-6 ring-1 ring-brand-100">
        <BadgeCheck aria-hidden className="size-6 shrink-0 text-brand-700" />
        <p className="text-base text-slate-700">
          Something about an ad does not feel right?{' '}
          <Link
            to={paths.contact}
            className={cn('rounded font-semibold text-brand-800 underline', focusRing)}
          >
            Tell our team
          </Link>{' '}
          and we will look into it. Every ad is reviewed before it goes live, and we remove sellers
          who break the rules.
        </p>
      </section>
    </PageContainer>
  );
}

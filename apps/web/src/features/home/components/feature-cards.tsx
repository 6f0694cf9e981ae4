import { msg } from '@carmarket/shared/i18n/translate';
import { Calculator, Camera, MapPin, ShieldCheck, type LucideIcon } from 'lucide-react';
import { TitledSection } from '../../../components/layout/titled-section';
import { useT } from '../../../lib/i18n';

const FEATURES: ReadonlyArray<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: ShieldCheck,
    title: msg('Reviewed listings'),
    text: msg('Our team checks every new ad before it is published, usually within 24 hours.'),
  },
  {
    Icon: Calculator,
    title: msg('Finance made simple'),
    text: msg('Work out a monthly payment and check your eligibility before you meet a seller.'),
  },
  {
    Icon: Camera,
    title: msg('Sell in three steps'),
    text: msg('Add your car’s details, upload photos, review and submit. That is all it takes.'),
  },
  {
    Icon: MapPin,
    title: msg('Close to home'),
    text: msg('Pick your city once and CarMarket remembers it the next time you visit.'),
  },
];

export function FeatureCards() {
  const { t } = useT();
  return (
    <TitledSection
      id="home-features-title"
      eyebrow={t('Why CarMarket')}
      title={t('Buying and selling, without the guesswork')}
      className="py-16 sm:py-20"
    >
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ Icon, title, text }) => (
          <li
            key={title}
            className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card)"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="mt-4 text-base font-semibold text-slate-900">{t(title)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(text)}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

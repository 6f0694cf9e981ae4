import { msg } from '@carmarket/shared/i18n/translate';
import { BadgeCheck, Clock, Eye, Percent } from 'lucide-react';
import { useT } from '../../../lib/i18n';

const CLAIMS = [
  {
    Icon: Eye,
    title: msg('Seen first'),
    text: msg('Featured and VIP ads sit at the top of search results and on the home page.'),
  },
  {
    Icon: Clock,
    title: msg('Live for 2 months'),
    text: msg('Twice as long as a Member ad, with up to 15 photos, a 360° view and a video.'),
  },
  {
    Icon: BadgeCheck,
    title: msg('7-day money-back guarantee'),
    text: msg('Not happy with your package? Ask within 7 days and we refund it.'),
  },
  {
    Icon: Percent,
    title: msg('Finance-ready buyers'),
    text: msg('Same-day or 24 h loan approval for your buyers, from 10% down (20% recommended).'),
  },
] as const;

/** The Why Choose a Premium Package box of spec section 2, with the claims of section 9. */
export function PremiumBenefits() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="premium-benefits"
      className="mt-16 rounded-(--radius-card) bg-brand-950 p-6 text-white sm:p-10"
    >
      <h2 id="premium-benefits" className="text-2xl font-bold">
        {t('Why Choose a Premium Package?')}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {CLAIMS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10">
              <Icon aria-hidden className="size-5 text-accent-300" />
            </span>
            <span>
              <span className="block font-semibold">{t(title)}</span>
              <span className="mt-1 block text-sm text-white/80">{t(text)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { msg } from '@carmarket/shared/i18n/translate';
import { Handshake, Lightbulb, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useT } from '../../../lib/i18n';

const VALUES: ReadonlyArray<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: ShieldCheck,
    title: msg('Trust & Transparency'),
    text: msg(
      'Every ad is reviewed, every price is shown up front, and we explain how finance works before you commit.',
    ),
  },
  {
    Icon: Handshake,
    title: msg('Customer First'),
    text: msg(
      'We measure ourselves by how our buyers and sellers feel after the deal, and we answer every message.',
    ),
  },
  {
    Icon: Lightbulb,
    title: msg('Continuous Innovation'),
    text: msg(
      'We keep improving search, selling and finance so that finding the right car takes minutes, not weekends.',
    ),
  },
];

export function CoreValues() {
  const { t } = useT();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {VALUES.map(({ Icon, title, text }) => (
        <li key={title} className="rounded-3xl bg-white/5 p-7 ring-1 ring-white/10">
          <span className="grid size-12 place-items-center rounded-2xl bg-accent-400 text-slate-900">
            <Icon aria-hidden className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-bold text-white">{t(title)}</h3>
          <p className="mt-2 text-sm leading-relaxed text-brand-100">{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}

import { msg } from '@carmarket/shared/i18n/translate';
import { Eye, Target, type LucideIcon } from 'lucide-react';
import { useT } from '../../../lib/i18n';

const STATEMENTS: ReadonlyArray<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: Target,
    title: msg('Our Mission'),
    text: msg(
      'To make buying and selling a used car in Sri Lanka simple, fair and safe: honest listings checked by people, clear prices, and finance you can understand before you sign.',
    ),
  },
  {
    Icon: Eye,
    title: msg('Our Vision'),
    text: msg(
      'A country where every driver can find the right car with confidence, and every seller reaches serious buyers in days, not weeks, wherever they live.',
    ),
  },
];

export function MissionAndVision() {
  const { t } = useT();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {STATEMENTS.map(({ Icon, title, text }) => (
        <section
          key={title}
          aria-label={t(title)}
          className="rounded-3xl border border-slate-200 bg-white p-7 shadow-(--shadow-card) sm:p-9"
        >
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-700 text-white">
            <Icon aria-hidden className="size-6" />
          </span>
          <h2 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{t(title)}</h2>
          <p className="mt-3 text-base leading-relaxed text-slate-600">{t(text)}</p>
        </section>
      ))}
    </div>
  );
}

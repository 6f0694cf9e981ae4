import { Eye, Target, type LucideIcon } from 'lucide-react';

const STATEMENTS: ReadonlyArray<{ Icon: LucideIcon; title: string; text: string }> = [
  {
    Icon: Target,
    title: 'Our Mission',
    text: 'To make buying and selling a used car in Sri Lanka simple, fair and safe: honest listings checked by people, clear prices, and finance you can understand before you sign.',
  },
  {
    Icon: Eye,
    title: 'Our Vision',
    text: 'A country where every driver can find the right car with confidence, and every seller reaches serious buyers in days, not weeks, wherever they live.',
  },
];

export function MissionAndVision() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {STATEMENTS.map(({ Icon, title, text }) => (
        <section
          key={title}
          aria-label={title}
          className="rounded-3xl border border-slate-200 bg-white p-7 shadow-(--shadow-card) sm:p-9"
        >
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-700 text-white">
            <Icon aria-hidden className="size-6" />
          </span>
          <h2 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
          <p className="mt-3 text-base leading-relaxed text-slate-600">{text}</p>
        </section>
      ))}
    </div>
  );
}

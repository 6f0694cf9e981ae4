import { useId, type ReactNode } from 'react';

/** One of the staff console's tools: a titled section with a line of help and a card. */
export function StaffPanel({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{intro}</p>
      <div className="mt-4 rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card)">
        {children}
      </div>
    </section>
  );
}

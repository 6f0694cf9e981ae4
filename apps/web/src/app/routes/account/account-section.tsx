import type { ReactNode } from 'react';

/** The card every account page sits in, headed by the page's title. */
export function AccountSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="account-section-title"
      className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8"
    >
      <h2 id="account-section-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{intro}</p>
      {children && <div className="mt-8">{children}</div>}
    </section>
  );
}

import type { ReactNode } from 'react';

/** The card every account page sits in, headed by the page's title. */
export function AccountSection({
  title,
  intro,
  children,
  action,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
  /** A button beside the title, e.g. Sell a Car on My Listings. */
  action?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="account-section-title"
      className="rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-card) sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="account-section-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {title}
          </h2>
          <p className="mt-2 text-slate-600">{intro}</p>
        </div>
        {action && <div className="shrink-0">{action}</div>}
      </div>
      {children && <div className="mt-8">{children}</div>}
    </section>
  );
}

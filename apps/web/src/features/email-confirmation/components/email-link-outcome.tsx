import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a confirmation or undo link did, said in a sentence and announced. */
export function LinkDone({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-2">{children}</div>
    </div>
  );
}

/** Why a link cannot be used, with the way on. */
export function LinkRefused({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl bg-rose-50 p-4 text-rose-900">
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-2">{children}</div>
    </div>
  );
}

export const outcomeLinkStyles =
  'inline-block rounded font-semibold underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';

import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Why a list or panel could not load: the server's sentence, announced at once. */
export function LoadError({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={cn('rounded-xl bg-rose-50 px-4 py-3 text-rose-800', className)}>
      {children}
    </p>
  );
}

/**
 * The grey block that holds a panel's place while it loads, named for screen readers. Its height
 * (a class) is about the size of what comes, so the page does not jump when it arrives.
 */
export function LoadingBlock({ label, className }: { label: string; className: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className={cn('animate-pulse rounded-(--radius-card) bg-slate-100', className)}
    />
  );
}

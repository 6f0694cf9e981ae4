import { cn } from '../../lib/cn';

/**
 * How many things wait, beside a menu item's name (the account menu, the staff console): the
 * number for the eye, a phrase for screen readers ("3 ads waiting for review").
 */
export function CountBadge({
  value,
  phrase,
  className,
}: {
  value: number;
  /** The count as screen readers hear it, in the page's language ("3 ads waiting for review"). */
  phrase: string;
  className?: string;
}) {
  return (
    <>
      <span
        aria-hidden
        className={cn(
          'rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-slate-900 tabular-nums',
          className,
        )}
      >
        {value > 999 ? '999+' : value}
      </span>
      <span className="sr-only">, {phrase}</span>
    </>
  );
}

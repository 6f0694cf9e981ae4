import { cn } from '../../lib/cn';

/**
 * How many things wait, beside a menu item's name (the account menu, the staff console): the
 * number for the eye, a phrase for screen readers ("3 ads waiting for review").
 */
export function CountBadge({
  value,
  noun,
  className,
}: {
  value: number;
  /** What is counted, singular and plural. */
  noun: [string, string];
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
      <span className="sr-only">
        , {value} {value === 1 ? noun[0] : noun[1]}
      </span>
    </>
  );
}

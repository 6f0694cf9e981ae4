/**
 * The small red count on a top-bar icon, hidden from screen readers (the link's name carries the
 * count): the messages button's. The heart draws the same inline, to keep the first load small.
 */
export function IconCount({ count }: { count: number }) {
  return (
    <span
      aria-hidden
      className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-rose-600 px-1 text-[0.6875rem] leading-none font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The moment a server-rendered page was drawn (decision 116), carried to the browser with the
 * page's answers as one more entry of the query cache: no query asks for it, nothing refetches it.
 */
const PAGE_CLOCK_KEY = ['page-clock'] as const;

/** The server's side: stamps the page about to be rendered with the server's time. */
export function stampPageClock(queryClient: QueryClient): void {
  queryClient.setQueryData(PAGE_CLOCK_KEY, Date.now());
}

/**
 * "Now" for what a page says relative to today ("Listed today", "Confirmed available 2 days
 * ago"), read once when the component mounts. On a server-rendered page it is the server's
 * time on both sides, so hydration draws exactly what the server drew: a phone whose clock is a
 * day off, or a page drawn at 23:59:59 in Colombo and hydrated a second later, would otherwise
 * read another day, and React would throw the page away and draw it again (error #418).
 * Elsewhere, and once the stamp has left the cache, it is the browser's time.
 */
export function usePageNow(): Date {
  const queryClient = useQueryClient();
  const [now] = useState(
    () => new Date(queryClient.getQueryData<number>(PAGE_CLOCK_KEY) ?? Date.now()),
  );
  return now;
}

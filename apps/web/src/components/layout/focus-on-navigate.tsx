import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (a car page waits for its data). */
const HEADING_WAIT_MS = 5_000;

function mainHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector('h1');
}

/**
 * After a client-side navigation to a new page, focus goes to that page's main heading, so the
 * next Tab starts in the page, not in the footer, and a screen reader reads where the user is
 * (as the sell wizard's step headings do). A new page is a new address path, or the same path
 * with another main heading (Select Plan opens the wizard on /sell-car). Changes that keep the
 * page (filters, sorting, pages of results, typing) leave focus where the user is. A heading that
 * arrives with the page's data takes focus when it shows, unless the user has moved on.
 */
export function FocusOnNavigate({ mainId }: { mainId: string }) {
  const location = useLocation();
  const previous = useRef<{ pathname: string; heading: string | null } | null>(null);

  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    const before = previous.current;
    const pathChanged = before !== null && before.pathname !== location.pathname;

    const settle = (heading: HTMLElement | null): boolean => {
      const text = heading?.textContent?.trim() ?? null;
      const isNewPage =
        before !== null && (pathChanged || (text !== null && text !== before.heading));
      previous.current = { pathname: location.pathname, heading: text };
      if (!isNewPage || !heading) return heading !== null;
      // Only take focus from nowhere or from the page's own frame, never from a field in use.
      const active = document.activeElement;
      if (active && active !== document.body && active !== main && main.contains(active)) {
        return true;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };

    if (settle(mainHeading(main))) return;
    // No heading yet: start the new page at its main landmark, then move to the heading.
    if (pathChanged) main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      const heading = mainHeading(main);
      if (heading) {
        observer.disconnect();
        settle(heading);
      }
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [location.pathname, location.search, mainId]);

  return null;
}

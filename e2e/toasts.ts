import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Toasts last two seconds from the moment the app asks for one (spec section 9). A journey that
 * looks for a toast after an action can miss it: on a loaded machine the test process may get
 * back from a click after the toast has come and gone (the sign-in journey failed once in CI with
 * `Login success` not found in 7 s). So every page keeps, from its first script on, a list of the
 * toasts it showed, taken down as each one enters the toaster; a journey asks that list instead
 * of racing the toast's timer.
 */
function recordToastsInPage() {
  type Shown = { text: string; taken: boolean };
  const shown: Shown[] = [];
  const lastText = new WeakMap<Element, string>();
  const record = () => {
    const toasts = document.querySelectorAll('[data-rht-toaster] [role="status"]');
    for (const toast of Array.from(toasts)) {
      const text = (toast.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || lastText.get(toast) === text) continue;
      lastText.set(toast, text);
      shown.push({ text, taken: false });
    }
  };
  Object.defineProperty(window, '__shownToasts', { value: shown });
  new MutationObserver(record).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/** Every page of `context` records its toasts (e2e/fixtures.ts does this for every context). */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordToastsInPage);
}

type ToastQuery = { source: string; flags: string };

/**
 * Waits until `page` has shown a toast whose text contains `text` (or matches it), one not
 * matched by an earlier call: a message shown twice is found twice, never the same showing twice.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const query: ToastQuery =
    typeof text === 'string'
      ? { source: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags: '' }
      : { source: text.source, flags: text.flags };
  await expect
    .poll(
      () =>
        page
          .evaluate(({ source, flags }: ToastQuery) => {
            const shown = (window as { __shownToasts?: { text: string; taken: boolean }[] })
              .__shownToasts;
            if (!shown) return 'this page does not record its toasts (e2e/toasts.ts)';
            const pattern = new RegExp(source, flags);
            const match = shown.find((toast) => !toast.taken && pattern.test(toast.text));
            if (!match) return `toasts so far: ${JSON.stringify(shown.map((toast) => toast.text))}`;
            match.taken = true;
            return 'shown';
          }, query)
          // A page between two documents has no list yet: ask again.
          .catch((error: Error) => `the page could not be asked: ${error.message}`),
      { message: `a toast saying ${String(text)}` },
    )
    .toBe('shown');
}

/** The texts of every toast `page` has shown since its document loaded, oldest first. */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as { __shownToasts?: { text: string }[] }).__shownToasts ?? []).map(
      (toast) => toast.text,
    ),
  );
}

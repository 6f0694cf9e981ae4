import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The page's width against the phone's screen, and no box whose content sticks out of it (text
 * running past a card's edge). A phone's browser widens its layout viewport (and `innerWidth` with
 * it) to fit wide content, so the screen's own width is the measure.
 */
export async function expectFitsTheScreen(page: Page, route: string, screenWidth: number) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(width, `${route} is wider than the phone`).toBeLessThanOrEqual(screenWidth);
  // Text that runs past its own element's edges: a long e-mail address through a card's border.
  const overflowing = await page.evaluate((screenWidth) => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(element);
      // Truncated on purpose (an ellipsis), or not shown.
      if (style.overflowX !== 'visible' || element.getClientRects().length === 0) continue;
      let inScroller = false;
      // A row meant to scroll sideways (the account menu, tabs) holds wider content on purpose.
      for (let up = element.parentElement; up && !inScroller; up = up.parentElement) {
        inScroller = ['auto', 'scroll'].includes(getComputedStyle(up).overflowX);
      }
      if (inScroller) continue;
      const box = element.getBoundingClientRect();
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        // Past its own box, or past the screen (inside a box that is itself cut off).
        if (
          text.right > box.right + 1 ||
          text.left < box.left - 1 ||
          text.right > screenWidth + 1
        ) {
          found.push(`<${element.tagName.toLowerCase()}> ${node.textContent.trim().slice(0, 60)}`);
        }
      }
    }
    return found;
  }, screenWidth);
  expect.soft(overflowing, `${route} has content wider than its box`).toEqual([]);
}

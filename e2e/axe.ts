import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Every axe rule the page breaks, of any impact, one readable line each (empty when it passes):
 * WCAG 2.1 A and AA and axe's best practices too (landmarks such as `region`, `heading-order`).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A toast fading in or out is half transparent: axe would blend its colours with the page and
  // report the contrast of a moment nobody reads. Let animations that end (not spinners) end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

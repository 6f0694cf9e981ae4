import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Every rule axe has, the experimental ones too (label-content-name-mismatch, p-as-heading), but
 * not WCAG AAA's (color-contrast-enhanced: 7:1 everywhere is not the site's target, AA is).
 */
const everyAxeRule = axe
  .getRules()
  .filter((rule) => !rule.tags.includes('wcag2aaa'))
  .map((rule) => rule.ruleId);

/**
 * Every axe rule the page breaks, of any impact, one readable line each (empty when it passes):
 * WCAG 2.1 A and AA and axe's best practices too (landmarks such as `region`, `heading-order`).
 */
export async function axeViolations(
  page: Page,
  { allRules = false }: { allRules?: boolean } = {},
): Promise<string[]> {
  // A toast fading in or out is half transparent: axe would blend its colours with the page and
  // report the contrast of a moment nobody reads. Animations that end (not spinners) are let end
  // first; one that starts while axe reads the page (a toast leaving after its few seconds) makes
  // that reading one of a moment too, so the page is read again once it has ended.
  for (let attempt = 1; ; attempt += 1) {
    await settleAnimations(page);
    await page.evaluate(() => {
      const watched = window as unknown as { axeSawAnimation?: boolean };
      watched.axeSawAnimation = false;
      const saw = () => (watched.axeSawAnimation = true);
      for (const type of ['animationstart', 'transitionstart'])
        document.addEventListener(type, saw, { capture: true, once: true });
    });
    const builder = new AxeBuilder({ page });
    if (allRules) builder.options({ runOnly: { type: 'rule', values: everyAxeRule } });
    const results = await builder.analyze();
    const animated = await page.evaluate(
      () =>
        (window as unknown as { axeSawAnimation?: boolean }).axeSawAnimation === true ||
        document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Infinity,
          ),
    );
    if (animated && attempt < 3) continue;
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  }
}

function settleAnimations(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

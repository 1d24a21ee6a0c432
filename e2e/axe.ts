import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until no CSS animation or transition that ends is running. A notice sliding in or a dialog fading out
 * is half-transparent for a moment, and axe measures the contrast of what it sees at that moment: on a
 * loaded CI machine it saw a fading notice and reported `color-contrast`.
 */
export async function untilSettled(page: Page): Promise<void> {
  // A spinner turns for ever: only animations that end are waited for, and not longer than a few
  // seconds (axe then measures what is there, as before).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * What axe-core finds serious or critical on the settled page, or inside `selector` (a dialog): each
 * rule id with the elements it names, so a failure says where it is.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  await untilSettled(page);
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

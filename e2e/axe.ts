import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What axe-core finds serious or critical on the page, or inside `selector` (a dialog): the rule ids. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

import { expect, type Locator } from '@playwright/test';

/**
 * Follows a link in a group of the header (Ekonomi, Team). Session 27's CI run lost the group's first
 * click twice, never seen here under load: the group is opened again until its link can be followed,
 * as a person would click it again.
 */
export async function followGroupLink(nav: Locator, groupName: string, linkName: string) {
  const group = nav.getByRole('button', { name: groupName });
  await expect(async () => {
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    await nav.getByRole('link', { name: linkName, exact: true }).click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

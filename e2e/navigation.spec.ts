import type { Page } from '@playwright/test';
import { followGroupLink } from './header';
import { expect, test } from './fixtures';

// Issue 44, point 31: the money, the team and the settings lived only in the avatar menu and on one
// long profile page. Each is now a place of the main navigation, on a laptop and on a phone.

const places = [
  { group: 'Ekonomi', link: 'Fakturor', url: /\/invoices$/, heading: 'Fakturor' },
  { group: 'Ekonomi', link: 'Betalningar', url: /\/payments$/, heading: 'Betalningar' },
  { group: 'Ekonomi', link: 'Kundreskontra', url: /\/receivables$/, heading: 'Kundreskontra' },
  { group: 'Ekonomi', link: 'Fakturakontroll', url: /\/invoice-control$/, heading: 'Fakturakontroll' },
  { group: 'Team', link: 'Team', url: /\/team$/, heading: 'Team' },
  { group: 'Team', link: 'Tidrapport', url: /\/time-report$/, heading: 'Tidrapport' },
  { group: 'Team', link: 'Personalliggare', url: /\/staff-ledger$/, heading: 'Kontrollvy' },
  { group: null, link: 'Inställningar', url: /\/settings\/company$/, heading: 'Inställningar' },
] as const;

const settings = [
  { link: 'Företag', url: /\/settings\/company$/, card: 'Företagsuppgifter' },
  { link: 'Priser och ränta', url: /\/settings\/rates$/, card: 'Priser' },
  { link: 'AI-utkast', url: /\/settings\/assistant$/, card: 'AI-utkast' },
  { link: 'Säkerhetskopior och export', url: /\/settings\/backups$/, card: 'Exportera allt' },
] as const;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

test('at 1280 px the header reaches every money, team and settings place', async ({ loggedIn: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Huvudmeny' });
  for (const place of places) {
    if (place.group) await followGroupLink(nav, place.group, place.link);
    else await nav.getByRole('link', { name: place.link, exact: true }).click();
    await expect(page).toHaveURL(place.url);
    await expect(page.getByRole('heading', { level: 1, name: place.heading, exact: true })).toBeVisible();
    if (place.group)
      await expect(nav.getByRole('button', { name: place.group })).toHaveAttribute('aria-expanded', 'false');
  }
  // Escape closes a group and gives focus back to its button.
  const money = nav.getByRole('button', { name: 'Ekonomi' });
  await money.click();
  await page.keyboard.press('Escape');
  await expect(money).toHaveAttribute('aria-expanded', 'false');
  await expect(money).toBeFocused();
  await noSidewaysScroll(page);
});

test('at 375 px the menu lists every money, team and settings place under its heading', async ({ loggedIn: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const place of places) {
    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    if (place.group) await expect(menu.getByRole('heading', { name: place.group })).toBeVisible();
    const scope = place.group ? menu.getByRole('list', { name: place.group }) : menu;
    await scope.getByRole('link', { name: place.link, exact: true }).click();
    await expect(page).toHaveURL(place.url);
    await expect(page.getByRole('heading', { level: 1, name: place.heading, exact: true })).toBeVisible();
    await noSidewaysScroll(page);
  }
});

test('the settings are sections of their own, and the profile holds only the person', async ({ loggedIn: page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/settings');
    const sections = page.getByRole('navigation', { name: 'Inställningar' });
    for (const section of settings) {
      await sections.getByRole('link', { name: section.link }).click();
      await expect(page).toHaveURL(section.url);
      await expect(page.getByRole('main').getByText(section.card, { exact: true }).first()).toBeVisible();
      await noSidewaysScroll(page);
    }
  }
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Min profil' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Företagsuppgifter' })).toHaveCount(0);
});

test('on day one Kom igång is the first thing under the greeting on a phone', async ({ loggedIn: page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard');
  const steps = page.getByRole('list', { name: 'Kom igång' });
  await expect(steps).toBeVisible();
  const box = (await steps.boundingBox())!;
  expect(box.y).toBeLessThan(812);
  await steps.getByRole('link', { name: 'Till företagsuppgifterna' }).click();
  await expect(page).toHaveURL(/\/settings\/company$/);
  await expect(page.getByRole('heading', { name: 'Företagsuppgifter' })).toBeVisible();
});

import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { phonePhoto } from '../src/server/test/images';
import { seriousViolations, untilSettled } from './axe';
import { expect, test } from './fixtures';

// Issue 47 (FIELD.md decision 1): *Bilder och filer* on a quote's page, as on the work order's. The
// office attaches an iPhone's HEIC and a JPEG; a mechanic sees them and has nothing to attach with.

/** Both themes of the page as it stands, axe-clean, as test-results/quote-files-{width}-{mode}.png. */
async function screenshots(page: Page, width: number) {
  await untilSettled(page);
  expect(await seriousViolations(page)).toEqual([]);
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await page.evaluate((value) => localStorage.setItem('verkstan.theme', value), mode);
    await page.reload();
    const grid = page.getByRole('list', { name: 'Bilder och filer' });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    // Looked at as a person would: scrolled to, the thumbnails fetched as they come near the screen.
    await grid.scrollIntoViewIfNeeded();
    await expect(grid.locator('img')).toHaveCount(2);
    await untilSettled(page);
    await page.screenshot({ path: `test-results/quote-files-${width}-${mode}.png`, fullPage: true });
  }
}
test('photos on a quote: the office attaches, a mechanic sees them', async ({ loggedIn: office, browser }) => {
  test.setTimeout(120_000);
  const token = await office.evaluate(() => localStorage.getItem('verkstan.token'));
  const headers = { authorization: `Bearer ${token}` };
  const call = async (url: string, data: unknown) => {
    const response = await office.request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  const customer = await call('/api/customers', { name: 'Skogsbolaget Norr AB' });
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const quote = await call('/api/quotes', {
    customerId: customer.id,
    priceType: 'approximate',
    validUntil,
    items: [{ description: 'Byte av bomcylinder', quantity: 1, unit: 'st', price: 18_500 }],
  });

  const folder = mkdtempSync(join(tmpdir(), 'verkstan-quote-files-'));
  const jpeg = join(folder, 'skada.jpg');
  writeFileSync(jpeg, await phonePhoto());
  // An iPhone's photo under the name a phone gives it.
  const heic = join(folder, 'IMG_4711.heic');
  copyFileSync(join(process.cwd(), 'src/server/test/fixtures/iphone-gps.heic'), heic);
  await office.goto(`/quotes/${quote.id}`);
  await expect(office.getByRole('heading', { name: 'Bilder och filer' })).toBeVisible();
  await office.locator('input[type=file][multiple]').setInputFiles([jpeg, heic]);
  const grid = office.getByRole('list', { name: 'Bilder och filer' });
  await expect(grid.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  // Both drawn: the HEIC arrived as a JPEG thumbnail the browser decodes.
  await expect
    .poll(() =>
      grid.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toEqual([true, true]);
  await office.setViewportSize({ width: 1280, height: 900 });
  await screenshots(office, 1280);

  const invitation = await call('/api/team/invitations', { email: `mek-${Date.now()}@verkstad.se`, role: 'mechanic' });
  const joined = await call(`/api/auth/invitations/${invitation.link.split('/').at(-1)}/accept`, {
    firstName: 'Nils',
    lastName: 'Berg',
    password: 'nils-lösen-123',
  });
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'sv-SE' });
  await phone.addInitScript((value) => localStorage.setItem('verkstan.token', value), joined.token);
  const mechanic = await phone.newPage();
  await mechanic.goto(`/quotes/${quote.id}`);
  await expect(mechanic.getByRole('list', { name: 'Bilder och filer' }).getByRole('listitem')).toHaveCount(2);
  await expect(mechanic.getByRole('button', { name: 'Lägg till bild' })).toHaveCount(0);
  await expect(mechanic.getByRole('button', { name: 'Ta foto' })).toHaveCount(0);
  // The viewer shows the photo and who uploaded it, with nothing to change or delete.
  await mechanic.getByRole('button', { name: 'Öppna IMG_4711.heic' }).click();
  const viewer = mechanic.getByRole('dialog', { name: /av 2/ });
  await expect(viewer.getByText(/^Uppladdad av/)).toBeVisible();
  for (const name of ['Ta bort', 'Spara bildtext']) await expect(viewer.getByRole('button', { name })).toHaveCount(0);
  await expect(viewer.getByLabel('Bildtext')).toHaveCount(0);
  await untilSettled(mechanic);
  await mechanic.screenshot({ path: 'test-results/quote-files-viewer-375.png' });
  await viewer.getByRole('button', { name: 'Stäng' }).click();
  await screenshots(mechanic, 375);
  await phone.close();
});

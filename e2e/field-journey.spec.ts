import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import exifr from 'exifr';
import { phonePhoto } from '../src/server/test/images';
import { seriousViolations, untilSettled } from './axe';
import { COMPLETE_COMPANY, expect, test, uniqueOrgNumber } from './fixtures';

// Issue 47 (FIELD.md decisions 1, 2 and 5): a mechanic on a 375 px phone photographs a job, shows
// one photo to the customer and has the customer sign; the office at 1280 px sees it all, and the
// invoice says who approved the work.
test('photos and the customer’s signature: a mechanic at 375 px, the office at 1280 px', async ({
  loggedIn: office,
  browser,
}) => {
  test.setTimeout(180_000);
  const token = await office.evaluate(() => localStorage.getItem('verkstan.token'));
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'post' | 'put', url: string, data: unknown, auth = headers) => {
    const response = await office.request[method](url, { headers: auth, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  await call('put', '/api/company', { ...COMPLETE_COMPANY, ...uniqueOrgNumber(), showSignatureOnInvoice: true });
  const invitation = await call('post', '/api/team/invitations', {
    email: `mek-${Date.now()}@verkstad.se`,
    role: 'mechanic',
  });
  const joined = await call('post', `/api/auth/invitations/${invitation.link.split('/').at(-1)}/accept`, {
    firstName: 'Nils',
    lastName: 'Berg',
    password: 'nils-lösen-123',
  });
  const job = await call('post', '/api/workorders', {
    title: 'Byte av hydraulslang',
    customerNumber: 'K-100',
    vehicleCategory: 'Grävmaskin',
    workCategory: 'Reparation',
    status: 'Klar',
    assigneeIds: [joined.user.id],
  });

  // Three photos, the first with a GPS position in its EXIF.
  const folder = mkdtempSync(join(tmpdir(), 'verkstan-field-'));
  const photos = ['#884422', '#224488', '#448822'].map((_, index) => join(folder, `bild-${index + 1}.jpg`));
  for (const [index, path] of photos.entries())
    writeFileSync(path, await phonePhoto(['#884422', '#224488', '#448822'][index]));
  expect((await exifr.gps(photos[0]!))?.latitude).toBeCloseTo(59.33, 1);

  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
  });
  await phone.addInitScript((value) => localStorage.setItem('verkstan.token', value), joined.token);
  const mechanic = await phone.newPage();
  await mechanic.goto(`/WorkOrders/${job.id}`);
  await expect(mechanic.getByRole('heading', { name: 'Bilder och filer' })).toBeVisible();
  await mechanic.locator('input[type=file][multiple]').setInputFiles(photos);
  const grid = mechanic.getByRole('list', { name: 'Bilder och filer' });
  await expect(grid.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  // Where the mechanic is, at the card's buttons: a thumbnail is fetched when it comes near the screen.
  await grid.scrollIntoViewIfNeeded();
  // Drawn, not only listed: each thumbnail's picture arrived and decoded (the page's policy allows blob: images).
  await expect
    .poll(() =>
      grid.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toEqual([true, true, true]);

  // One for the customer, with a caption, in the viewer.
  await grid.getByRole('button').first().click();
  const viewer = mechanic.getByRole('dialog', { name: /av 3/ });
  await expect(viewer.getByRole('img')).toBeVisible();
  await mechanic.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName(/^2 av 3/);
  await viewer.getByLabel('Bildtext').fill('Sprucken slang vid bomcylindern');
  await viewer.getByRole('button', { name: 'Spara bildtext' }).click();
  await expect(viewer.getByLabel('Synlig för kunden')).toBeEnabled();
  await viewer.getByLabel('Synlig för kunden').click();
  await expect(viewer.getByLabel('Synlig för kunden')).toBeChecked();
  await viewer.getByRole('button', { name: 'Stäng' }).click();
  await expect(grid.getByText('Kunden ser')).toHaveCount(1);
  await expect(grid.getByText('Sprucken slang vid bomcylindern')).toBeVisible();

  // The customer signs with a finger on the full-screen pad.
  await mechanic.getByRole('button', { name: 'Signera här' }).click();
  const pad = mechanic.getByRole('dialog', { name: 'Kundens signatur' });
  await pad.getByLabel('Namn i klartext').fill('Karin Lund');
  const canvas = (await pad.getByRole('img', { name: 'Signera här' }).boundingBox())!;
  await mechanic.mouse.move(canvas.x + 40, canvas.y + 80);
  await mechanic.mouse.down();
  for (const [dx, dy] of [
    [80, -30],
    [140, 40],
    [220, -20],
    [280, 30],
  ] as const)
    await mechanic.mouse.move(canvas.x + dx, canvas.y + 80 + dy, { steps: 5 });
  await mechanic.mouse.up();
  await pad.getByRole('button', { name: 'Spara' }).click();
  await expect(mechanic.getByText(/^Signerad av Karin Lund/)).toBeVisible();
  await expect(mechanic.getByRole('img', { name: 'Signatur av Karin Lund' })).toBeVisible();
  await expect
    .poll(() =>
      mechanic
        .getByRole('img', { name: 'Signatur av Karin Lund' })
        .evaluate((image) => (image as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
  await untilSettled(mechanic);
  expect(await seriousViolations(mechanic)).toEqual([]);
  for (const mode of ['light', 'dark'] as const) {
    await mechanic.emulateMedia({ colorScheme: mode });
    await mechanic.evaluate((value) => localStorage.setItem('verkstan.theme', value), mode);
    await mechanic.reload();
    await expect(mechanic.getByRole('list', { name: 'Bilder och filer' }).getByRole('listitem')).toHaveCount(3);
    await photosDrawn(mechanic);
    await mechanic.screenshot({ path: `test-results/field-375-${mode}.png`, fullPage: true });
  }

  // The office at 1280 px sees the photos and the signature; a downloaded photo has no GPS.
  await office.setViewportSize({ width: 1280, height: 900 });
  await office.goto(`/WorkOrders/${job.id}`);
  await expect(office.getByRole('list', { name: 'Bilder och filer' }).getByRole('listitem')).toHaveCount(3);
  await expect(office.getByText(/^Signerad av Karin Lund/)).toBeVisible();
  const files = await (await office.request.get(`/api/files?entity=workOrder&entityId=${job.id}`, { headers })).json();
  for (const file of files as Array<{ id: string }>) {
    const bytes = await (await office.request.get(`/api/files/${file.id}/content`, { headers })).body();
    expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
  }
  await untilSettled(office);
  expect(await seriousViolations(office)).toEqual([]);
  for (const mode of ['light', 'dark'] as const) {
    await office.evaluate((value) => localStorage.setItem('verkstan.theme', value), mode);
    await office.emulateMedia({ colorScheme: mode });
    await office.reload();
    await expect(office.getByText(/^Signerad av Karin Lund/)).toBeVisible();
    await photosDrawn(office);
    await office.screenshot({ path: `test-results/field-1280-${mode}.png`, fullPage: true });
  }

  // The invoice PDF says who approved the work.
  const invoice = await call('post', '/api/invoice', {
    customerName: 'Åkeri Nord AB',
    customerEmail: 'ekonomi@akerinord.se',
    customerAddress: 'Storgatan 1, 972 31 Luleå',
    workOrderId: job.id,
    items: [{ description: 'Arbete', quantity: 2, price: 850 }],
  });
  const pdf = join(folder, 'faktura.pdf');
  writeFileSync(pdf, await (await office.request.get(`/api/invoice/${invoice.id}/pdf`, { headers })).body());
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
  expect(text).toMatch(/Arbetet godkänt av Karin Lund \d{4}-\d{2}-\d{2}/);
  await phone.close();
});

/** The grid scrolled to, as a person looks at it, and its three thumbnails drawn: they are fetched when near the screen. */
async function photosDrawn(page: Page): Promise<void> {
  const grid = page.getByRole('list', { name: 'Bilder och filer' });
  await grid.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      grid.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0)),
    )
    .toEqual([true, true, true]);
}

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import yauzl from 'yauzl';
import {
  ADMINISTRATOR,
  COMPLETE_COMPANY,
  expect,
  loginByForm,
  newAccount,
  registerByApi,
  setTheme,
  test,
  uniqueOrgNumber,
} from './fixtures';

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('verkstan.token'));

async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

const entriesOf = (bytes: Buffer) =>
  new Promise<string[]>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: false }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => names.push(entry.fileName));
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
    }),
  );

test('the administrator makes a backup now, the warning on the overview goes, and the whole workshop downloads as a ZIP', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginByForm(page, ADMINISTRATOR);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const before = await (await page.request.get('/api/backups/status', { headers })).json();
  if (before.lastSuccessAt === null) await expect(page.getByText('Ingen säkerhetskopia har gjorts än.')).toBeVisible();

  await page.getByRole('link', { name: 'Säkerhetskopior' }).first().click();
  await expect(page).toHaveURL(/\/settings\/backups$/);
  const card = page.locator('#sakerhetskopior');
  await expect(card.getByText(/Verkstan sparar en säkerhetskopia varje natt/)).toBeVisible();
  await card.getByRole('button', { name: 'Gör en nu' }).click();
  await expect(card.getByText(/^Säkerhetskopian är klar: verkstan-\d{8}T\d{6}Z-[0-9a-f]{12}\.tar\.gz$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(card.getByText(/^Senaste säkerhetskopia: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Säkerhetskopior' }).getByRole('listitem')).not.toHaveCount(0);

  for (const width of [375, 1280]) {
    for (const mode of ['light', 'dark'] as const) {
      await setTheme(page, mode);
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.locator('#sakerhetskopior').getByRole('list', { name: 'Säkerhetskopior' })).toBeVisible();
      await page.locator('#sakerhetskopior').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screens/backups-${width}-${mode}.png`, fullPage: true });
      await page
        .locator('#sakerhetskopior')
        .screenshot({ path: `test-results/screens/backups-card-${width}-${mode}.png` });
    }
  }
  await setTheme(page, 'light');

  const exported = await downloaded(page, () => page.getByRole('button', { name: 'Exportera allt' }).click());
  expect(exported.name).toMatch(/^verkstan-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const names = await entriesOf(exported.bytes);
  expect(names).toEqual(
    expect.arrayContaining(['kunder.csv', 'arbetsordrar.csv', 'fakturor.csv', 'artiklar.csv', 'verkstan.json']),
  );

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Ingen säkerhetskopia har gjorts än.')).toHaveCount(0);
  await expect(page.getByText(/Säkerhetskopieringen misslyckades/)).toHaveCount(0);
});

test('another owner sees no backups, and a customer gets their register extract and is erased, the invoice kept as issued', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = newAccount();
  await registerByApi(page, owner);
  // Another owner's overview asks nothing of the backups: no call refused with 403 on every visit.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await loginByForm(page, owner);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  expect((await page.request.get('/api/backups', { headers })).status()).toBe(403);
  await page.goto('/settings/backups');
  await expect(page.getByRole('button', { name: 'Exportera allt' })).toBeVisible();
  await expect(page.locator('#sakerhetskopior')).toHaveCount(0);

  await page.request.put('/api/company', { headers, data: { ...COMPLETE_COMPANY, ...uniqueOrgNumber() } });
  const customer = await (
    await page.request.post('/api/customers', {
      headers,
      data: {
        name: 'Lars Nilsson',
        orgNumber: '811218-9876',
        email: 'lars@exempel.se',
        phone: '070-123 45 67',
        city: 'Skellefteå',
      },
    })
  ).json();
  const job = await (
    await page.request.post('/api/workorders', {
      headers,
      data: {
        title: 'Byte av hydraulslang',
        description: 'Läckage',
        customerNumber: customer.customerNumber,
        vehicleCategory: 'Traktor',
        workCategory: 'Reparation',
      },
    })
  ).json();
  const created = await page.request.post('/api/invoice', {
    headers,
    data: {
      customerName: 'Lars Nilsson',
      customerEmail: 'lars@exempel.se',
      customerAddress: 'Byvägen 3, 931 91 Skellefteå',
      customerId: customer.id,
      workOrderId: job.id,
      items: [{ description: 'Arbete', quantity: 2, price: 850 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoice = await created.json();

  await page.goto(`/customers/${customer.id}`);
  await expect(page.getByRole('heading', { name: 'Lars Nilsson' })).toBeVisible();
  const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Registerutdrag (PDF)' }).click());
  expect(pdf.name).toMatch(/^registerutdrag-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const json = await downloaded(page, () => page.getByRole('button', { name: 'Registerutdrag (JSON)' }).click());
  expect(JSON.parse(json.bytes.toString('utf8'))).toMatchObject({
    customer: { name: 'Lars Nilsson' },
    invoices: [{ id: invoice.id }],
  });

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('button', { name: 'Radera personuppgifter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Radera personuppgifter?' });
    await expect(dialog.getByText(/bokföringslagen kräver att de sparas i sju år/)).toBeVisible();
    // The dialog fades in: the picture after it has.
    await page.waitForTimeout(500);
    await page.screenshot({ path: `test-results/screens/erase-confirm-${width}.png`, fullPage: false });
    if (width === 375) await dialog.getByRole('button', { name: 'Avbryt' }).click();
    else await dialog.getByRole('button', { name: 'Radera' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Borttagen kund' })).toBeVisible();
  await expect(page.getByText(/Kundens personuppgifter är raderade/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Radera personuppgifter' })).toHaveCount(0);
  // What was kept, and why, is on the page.
  await expect(page.getByText('Sparat, och varför')).toBeVisible();
  await expect(page.getByText(/Utfärdade fakturor och kreditfakturor \(1\)/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/customer-erased-1280.png', fullPage: true });
  expect(await (await page.request.get(`/api/invoice/${invoice.id}`, { headers })).json()).toMatchObject({
    customerName: 'Lars Nilsson',
  });
});

import type { Page } from '@playwright/test';
import { camt054File } from '../src/server/test/bank-files';
import { seriousViolations } from './axe';
import { COMPLETE_COMPANY, expect, loginByForm, newAccount, registerByApi, test, uniqueOrgNumber } from './fixtures';
import { attachmentsInMailTo } from './mail';
import { swedishDate } from '../src/shared/dates';

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('verkstan.token'));
// The server's day is the Swedish one.
const today = () => swedishDate();

test('the office reads the bank’s camt.054 file: previews it, books the payment by OCR, assigns the unmatched one and dismisses another', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = newAccount();
  await registerByApi(page, owner);
  await loginByForm(page, owner);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  await page.request.put('/api/company', {
    headers,
    data: { ...COMPLETE_COMPANY, ...uniqueOrgNumber() },
  });
  const job = await (
    await page.request.post('/api/workorders', {
      headers,
      data: {
        title: 'Byte av hydraulslang',
        customerNumber: 'K-1',
        vehicleCategory: 'Grävmaskin',
        workCategory: 'Reparation',
      },
    })
  ).json();
  const invoices = [];
  for (const price of [1000, 2000])
    invoices.push(
      await (
        await page.request.post('/api/invoice', {
          headers,
          data: {
            customerName: 'Åkeri Nord AB',
            customerEmail: 'ekonomi@akerinord.se',
            workOrderId: job.id,
            items: [{ description: 'Arbete', quantity: 1, price }],
          },
        })
      ).json(),
    );
  const [first, second] = invoices;
  expect(first.ocr, JSON.stringify(first)).toMatch(/^\d+$/);
  const stamp = Date.now();
  const file = camt054File({
    entries: [
      {
        amount: '1250.00',
        reference: `E2E-${stamp}-1`,
        ocr: first.ocr,
        payer: 'Åkeri Nord AB',
        date: today(),
      },
      {
        amount: '2500.00',
        reference: `E2E-${stamp}-2`,
        text: 'Betalning maskinreparation',
        payer: 'Åkeri Nord AB',
        date: today(),
      },
      { amount: '15.00', reference: `E2E-${stamp}-3`, text: 'Felinsättning', date: today() },
    ],
  });

  // The first invoice is sent: the mail carries its PDF.
  await page.goto('/invoices');
  const customerAddress = `betalar-${stamp}@akerinord.se`;
  await page.getByRole('button', { name: `Skicka faktura ${first.invoiceNumber} med e-post` }).click();
  const sendDialog = page.getByRole('dialog');
  await sendDialog.getByLabel('Till').fill(customerAddress);
  await sendDialog.getByRole('button', { name: 'Skicka', exact: true }).click();
  await expect(page.getByText(`Faktura ${first.invoiceNumber} skickas till ${customerAddress}.`)).toBeVisible();
  await expect
    .poll(() => attachmentsInMailTo(customerAddress), { timeout: 15_000 })
    .toEqual([`faktura-${first.invoiceNumber}.pdf application/pdf`]);

  // From the invoices, the way to the bank's file.
  await page.getByRole('link', { name: 'Läs in bankfil' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByText('Inga omatchade inbetalningar.', { exact: false })).toBeVisible();

  // The file is checked and matched first; nothing is booked before the user confirms.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'camt054.xml', mimeType: 'application/xml', buffer: Buffer.from(file) });
  await expect(page.getByText('Förhandsgranskning: camt054.xml')).toBeVisible();
  const preview = page.getByLabel('Bankfilens inbetalningar');
  await expect(preview).toContainText('Matchas mot fakturor (1)');
  await expect(preview).toContainText('1 250,00 kr');
  await expect(preview).toContainText('Omatchade (2)');
  await expect(page.getByRole('list', { name: 'Betalningar som matchas' })).toContainText(
    `Faktura ${first.invoiceNumber}`,
  );
  expect((await (await page.request.get(`/api/invoice/${first.id}`, { headers })).json()).status).toBe('pending');
  await page.screenshot({ path: 'test-results/screenshots/payments-preview-1280-light.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Bokför inbetalningarna' }).click();
  await expect(page.getByText('Bankfilen är inläst: 1 betalning bokförd, 2 omatchade att koppla nedan.')).toBeVisible();
  expect(await (await page.request.get(`/api/invoice/${first.id}`, { headers })).json()).toMatchObject({
    status: 'paid',
    balance: 0,
  });
  const unmatched = page.getByRole('table', { name: 'Omatchade inbetalningar' });
  await expect(unmatched.getByRole('row')).toHaveCount(3);
  await expect(unmatched).toContainText('Betalning maskinreparation');

  // The same file again books nothing.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'camt054.xml', mimeType: 'application/xml', buffer: Buffer.from(file) });
  await expect(page.getByText('Allt i filen är redan inläst. Inget nytt att bokföra.')).toBeVisible();

  // The unmatched payment goes to the invoice it paid, chosen by its number.
  await unmatched
    .getByRole('row', { name: /Betalning maskinreparation/ })
    .getByRole('button', { name: 'Koppla till faktura' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Koppla inbetalningen till en faktura' });
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByLabel('Faktura').fill(second.invoiceNumber.slice(-4));
  await page.getByRole('option', { name: new RegExp(`Faktura ${second.invoiceNumber}`) }).click();
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText(`2 500,00 kr är bokförd på faktura ${second.invoiceNumber}.`)).toBeVisible();
  expect(await (await page.request.get(`/api/invoice/${second.id}`, { headers })).json()).toMatchObject({
    status: 'paid',
    balance: 0,
  });

  // The stray deposit is dismissed: off the list, in the trail.
  await unmatched
    .getByRole('row', { name: /Felinsättning/ })
    .getByRole('button', { name: 'Avfärda' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Avfärda' }).click();
  await expect(page.getByText('Inbetalningen är avfärdad.')).toBeVisible();
  await expect(page.getByText('Inga omatchade inbetalningar.', { exact: false })).toBeVisible();

  // What is still owed: the third invoice, on the receivables and on the dashboard's card alike.
  const third = await (
    await page.request.post('/api/invoice', {
      headers,
      data: {
        customerName: 'Bygg & Mark AB',
        customerEmail: 'ekonomi@byggmark.se',
        workOrderId: job.id,
        items: [{ description: 'Service', quantity: 1, price: 3000 }],
      },
    })
  ).json();
  await page.goto('/receivables');
  await expect(page.getByRole('list', { name: 'Öppna fakturor för Bygg & Mark AB' })).toContainText(
    `Faktura ${third.invoiceNumber}`,
  );
  await expect(page.getByLabel('Summor')).toContainText('3 750,00 kr');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screenshots/receivables-journey-1280-light.png',
    fullPage: true,
  });
  await page.goto('/dashboard');
  const unpaid = page.getByLabel('Obetalt', { exact: true });
  await expect(unpaid).toContainText('Obetalt (1 faktura)');
  await expect(unpaid).toContainText('3 750,00 kr');
  await expect(unpaid).toContainText('Varav förfallet');

  // On a phone in both themes, with one payment left to match.
  await page.request.post('/api/payments/import', {
    headers: { ...headers, 'content-type': 'application/xml' },
    data: camt054File({
      entries: [
        {
          amount: '480.00',
          reference: `E2E-${stamp}-4`,
          text: 'Swish-överföring från kund',
          payer: 'Lars Nilsson',
          date: today(),
        },
      ],
    }),
  });
  for (const mode of ['light', 'dark'] as const) {
    const phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      locale: 'sv-SE',
      colorScheme: mode,
    });
    const phonePage = await phone.newPage();
    await phonePage.addInitScript((value) => localStorage.setItem('verkstan.theme', value), mode);
    await loginByForm(phonePage, owner);
    await phonePage.goto('/payments');
    await expect(phonePage.getByRole('list', { name: 'Omatchade inbetalningar' })).toContainText('Lars Nilsson');
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(phonePage)).toEqual([]);
    await phonePage.screenshot({ path: `test-results/screenshots/payments-375-${mode}.png`, fullPage: true });
    await phone.close();
  }
  await page.addInitScript(() => localStorage.setItem('verkstan.theme', 'dark'));
  await page.goto('/payments');
  await expect(page.getByRole('table', { name: 'Omatchade inbetalningar' })).toContainText('Lars Nilsson');
  await page.screenshot({ path: 'test-results/screenshots/payments-1280-dark.png', fullPage: true });
});

import type { Page } from '@playwright/test';
import { bgMaxFile } from '../src/server/test/bank-files';
import { addDays, swedishDate } from '../src/shared/dates';
import { seriousViolations } from './axe';
import { expect, loginByForm, newAccount, registerByApi, test, uniqueOrgNumber } from './fixtures';
import { attachmentsInMailTo } from './mail';

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('verkstan.token'));
// The server counts days in Swedish time; a UTC date is a day behind between midnight and 01/02 in Stockholm.
const day = (offset: number) => addDays(swedishDate(), offset);

test('a BgMax file pays half an invoice and the rest is registered by hand; an overdue invoice gets a reminder with 450 kr and interest; receivables and the dashboard agree', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = newAccount();
  await registerByApi(page, owner);
  await loginByForm(page, owner);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  await page.request.put('/api/company', {
    headers,
    data: {
      name: 'Öbergs Maskinservice AB',
      ...uniqueOrgNumber(),
      fTax: true,
      street: 'Verkstadsgatan 2',
      postalCode: '97231',
      city: 'Luleå',
      bankgiro: '5050-1055',
      email: 'faktura@obergs.se',
      paymentTermsDays: 30,
    },
  });
  const job = await (
    await page.request.post('/api/workorders', {
      headers,
      data: {
        title: 'Service 2000 h',
        customerNumber: 'K-9',
        vehicleCategory: 'Hjullastare',
        workCategory: 'Service',
      },
    })
  ).json();
  const customer = await (
    await page.request.post('/api/customers', {
      headers,
      data: { name: 'Norrlands Entreprenad AB', orgNumber: '556047-3521' },
    })
  ).json();
  const customerAddress = `reskontra-${Date.now()}@norrent.se`;
  const invoiceOf = async (price: number, dueDate?: string, invoiceDate?: string) =>
    (
      await page.request.post('/api/invoice', {
        headers,
        data: {
          customerName: customer.name,
          customerEmail: customerAddress,
          customerId: customer.id,
          workOrderId: job.id,
          ...(dueDate ? { dueDate } : {}),
          ...(invoiceDate ? { invoiceDate } : {}),
          items: [{ description: 'Arbete', quantity: 1, price }],
        },
      })
    ).json();
  // Written 75 days ago, due 45 days ago; written first, as numbers follow dates.
  const late = await invoiceOf(8000, day(-45), day(-75));
  const halfPaid = await invoiceOf(2000);

  // BgMax pays half of one invoice by its OCR; the rest is registered by hand.
  await page.goto('/payments');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'bgmax.txt',
    mimeType: 'text/plain',
    buffer: bgMaxFile({
      date: day(0),
      payments: [
        {
          amountOre: 125_000,
          reference: halfPaid.ocr,
          serial: Date.now() % 1_000_000,
          payerName: customer.name,
        },
      ],
    }),
  });
  await expect(page.getByText('BgMax för bankgiro 5050-1055: 1 inbetalning på', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Bokför inbetalningarna' }).click();
  await expect(page.getByText('Bankfilen är inläst: 1 betalning bokförd.')).toBeVisible();
  await page.goto('/invoices');
  await expect(page.getByRole('table', { name: 'Fakturor' })).toContainText('Kvar att betala 1 250,00 kr');
  await page.getByRole('button', { name: `Registrera betalning på faktura ${halfPaid.invoiceNumber}` }).click();
  const paymentDialog = page.getByRole('dialog');
  await expect(paymentDialog.getByLabel('Belopp')).toHaveValue('1250,00');
  await expect(paymentDialog.getByRole('list', { name: 'Registrerade betalningar' })).toContainText(
    'Bankgiro · från bankfil',
  );
  await paymentDialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText(`Betalningen på faktura ${halfPaid.invoiceNumber} är registrerad.`)).toBeVisible();

  // What is owed: only the late invoice, 31–60 days; one click to its reminder.
  await page.goto('/receivables');
  const summary = page.getByLabel('Summor');
  await expect(summary).toContainText('10 000,00 kr');
  await expect(page.getByRole('list', { name: `Öppna fakturor för ${customer.name}` })).toContainText('45 dagar sen');
  await page.screenshot({
    path: 'test-results/screenshots/receivables-1280-light-overdue.png',
    fullPage: true,
  });
  await page.getByRole('link', { name: 'Skicka påminnelse' }).click();

  const dialog = page.getByRole('dialog', { name: `Skicka påminnelse: faktura ${late.invoiceNumber}` });
  const charges = dialog.getByLabel('Påminnelsen');
  await expect(charges).toContainText('Förseningsersättning');
  await expect(charges).toContainText('450,00 kr');
  await expect(charges).toContainText('Dröjsmålsränta hittills');
  await expect(charges).toContainText('10 450,00 kr');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/reminder-dialog-1280-light.png' });
  await expect(dialog).toContainText('Fakturan har aldrig skickats från Verkstan.');
  await dialog.getByRole('button', { name: 'Skicka påminnelse' }).click();
  // Never sent from Verkstan: the office confirms that the customer has it.
  await page
    .getByRole('dialog', { name: 'Fakturan har aldrig skickats' })
    .getByRole('button', { name: 'Ja, skicka påminnelsen' })
    .click();
  await expect(
    page.getByText(`Påminnelse 1 för faktura ${late.invoiceNumber} skickas till ${customerAddress}.`),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fakturor' })).toContainText('Påminnelse skickad');
  await expect
    .poll(() => attachmentsInMailTo(customerAddress), { timeout: 15_000 })
    .toContain(`paminnelse-${late.invoiceNumber}-1.pdf application/pdf`);

  const read = await (await page.request.get(`/api/invoice/${late.id}`, { headers })).json();
  expect(read).toMatchObject({ feesCharged: 450, balance: 10_450, reminderCount: 1 });
  expect(read.interestToDate).toBeGreaterThan(0);

  // The interest so far is billed on its own invoice, without VAT.
  await page.getByRole('button', { name: `Fakturera dröjsmålsränta på faktura ${late.invoiceNumber}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Skapa räntefaktura' }).click();
  await expect(page.getByText('Räntefakturan har skapats.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fakturor' })).toContainText('Räntefaktura');
  const interestInvoices = (await (await page.request.get('/api/invoice?limit=10', { headers })).json()).filter(
    (row: { interestForInvoiceId: string | null }) => row.interestForInvoiceId === late.id,
  );
  expect(interestInvoices).toHaveLength(1);
  expect(interestInvoices[0]).toMatchObject({ vat: 0, net: read.interestToDate });
  const interestBill = Math.round(read.interestToDate) * 100;

  // The receivables and the dashboard's card say the same.
  const owed = (1_045_000 + interestBill) / 100;
  const owedText = `${owed.toLocaleString('sv-SE', { minimumFractionDigits: 2 }).replace(/\s/g, ' ')} kr`;
  await page.goto('/receivables');
  await expect(page.getByLabel('Summor')).toContainText('10 450,00 kr');
  await expect(page.getByLabel('Summor')).toContainText(owedText);
  await page.goto('/dashboard');
  const unpaid = page.getByLabel('Obetalt', { exact: true });
  await expect(unpaid).toContainText(owedText);
  await expect(unpaid.getByText('Varav förfallet').locator('..')).toContainText('10 450,00 kr');
  await page.screenshot({ path: 'test-results/screenshots/dashboard-unpaid-1280-light.png', fullPage: true });

  // On a phone in the dark: the reminder dialog fits.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => localStorage.setItem('verkstan.theme', 'dark'));
  await page.goto(`/invoices?remind=${late.id}`);
  await expect(page.getByRole('list', { name: 'Skickade påminnelser' })).toContainText('Påminnelse 1');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/reminder-dialog-375-dark.png' });
});

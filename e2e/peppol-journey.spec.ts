import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { brokenPeppolRules, parsePeppol, at, textOf } from '../src/server/test/peppol-rules';
import { COMPLETE_COMPANY, expect, test, uniqueOrgNumber } from './fixtures';

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('verkstan.token'));

async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), xml: await readFile((await file.path())!, 'utf8') };
}

test('a municipality’s invoice: Peppol-ID and Er referens on the customer, filled into the invoice, downloaded as an e-invoice, and its credit note too', async ({
  loggedIn: page,
}) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  await page.request.put('/api/company', {
    headers,
    data: { ...COMPLETE_COMPANY, ...uniqueOrgNumber() },
  });

  // The municipality, with where its e-invoices go and the reference they must carry.
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Ny kund' }).first().click();
  const customerDialog = page.getByRole('dialog', { name: 'Ny kund' });
  await customerDialog.getByLabel('Namn').fill('Eslövs kommun');
  await customerDialog.getByLabel('Organisationsnummer').fill('212000-1207');
  await customerDialog.getByLabel('E-post').fill('fakturor@eslov.se');
  await customerDialog.getByLabel('Adress').fill('Gröna torget 1');
  await customerDialog.getByLabel('Postnummer').fill('24180');
  await customerDialog.getByLabel('Ort').fill('Eslöv');
  await customerDialog.getByLabel('Peppol-ID').fill('0007:2120001208');
  await customerDialog.getByLabel('Er referens').fill('ABC123');
  await customerDialog.getByRole('button', { name: 'Spara' }).click();
  await expect(customerDialog.getByText(/^Ange Peppol-ID som schema och identitet/)).toBeVisible();
  await customerDialog.getByLabel('Peppol-ID').fill('0007:212000-1207');
  await customerDialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Kunden har lagts till.')).toBeVisible();
  await page.getByRole('link', { name: 'Eslövs kommun' }).click();
  await expect(page.getByText('0007:2120001207')).toBeVisible();
  const customerId = page.url().split('/').at(-1)!;

  // A job for the municipality's wheel loader, invoiced from the work order: Er referens comes along.
  const job = await (
    await page.request.post('/api/workorders', {
      headers,
      data: {
        title: 'Service hjullastare',
        customerId,
        vehicleCategory: 'Hjullastare',
        workCategory: 'Service',
      },
    })
  ).json();
  await page.goto(`/invoices?fromWorkOrder=${job.id}`);
  const invoiceDialog = page.getByRole('dialog', { name: 'Ny faktura' });
  await expect(invoiceDialog.getByLabel('Kundens namn')).toHaveValue('Eslövs kommun');
  await expect(invoiceDialog.getByLabel('Er referens')).toHaveValue('ABC123');
  await invoiceDialog.getByLabel('Ert ordernummer').fill('IO-2026-77');
  await invoiceDialog.getByLabel('À-pris (kr)').first().fill('8500');
  await expect(invoiceDialog.getByRole('combobox', { name: 'Enhet' }).first()).toHaveText('tim');
  await invoiceDialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Fakturan har skapats.')).toBeVisible();

  // The e-invoice: a UBL Invoice to the municipality's Peppol address, with both references.
  const invoiceNumber = (await page
    .getByRole('row', { name: /Eslövs kommun/ })
    .first()
    .textContent())!.match(/F\d{10}/)![0];
  const invoice = await downloaded(page, () =>
    page.getByRole('button', { name: `Ladda ner e-faktura (Peppol) för faktura ${invoiceNumber}` }).click(),
  );
  expect(invoice.name).toBe(`faktura-${invoiceNumber}.xml`);
  expect(brokenPeppolRules(invoice.xml)).toEqual([]);
  const { root, kind } = parsePeppol(invoice.xml);
  expect(kind).toBe('Invoice');
  expect(at(root, 'AccountingCustomerParty.Party.EndpointID')).toEqual({
    '#text': '2120001207',
    '@schemeID': '0007',
  });
  expect(textOf(root.BuyerReference)).toBe('ABC123');
  expect(textOf(at(root, 'OrderReference.ID'))).toBe('IO-2026-77');
  expect(textOf(at(root, 'InvoiceLine.0.InvoicedQuantity'))).toBe('1');
  expect(at(root, 'InvoiceLine.0.InvoicedQuantity')).toMatchObject({ '@unitCode': 'HUR' });
  expect(textOf(at(root, 'LegalMonetaryTotal.PayableAmount'))).toBe('10625.00');

  // Credited: the credit note is a CreditNote naming the invoice.
  await page.getByRole('button', { name: `Kreditera faktura ${invoiceNumber}` }).click();
  await page.getByRole('dialog', { name: 'Kreditera faktura' }).getByRole('button', { name: 'Kreditera' }).click();
  await expect(page.getByText('Kreditfakturan har skapats.')).toBeVisible();
  const creditNumber = (await page
    .getByRole('row', { name: /Kreditfaktura/ })
    .first()
    .textContent())!.match(/F\d{10}/)![0];
  const credit = await downloaded(page, () =>
    page.getByRole('button', { name: `Ladda ner e-faktura (Peppol) för faktura ${creditNumber}` }).click(),
  );
  expect(brokenPeppolRules(credit.xml)).toEqual([]);
  const creditNote = parsePeppol(credit.xml);
  expect(creditNote.kind).toBe('CreditNote');
  expect(textOf(at(creditNote.root, 'BillingReference.InvoiceDocumentReference.ID'))).toBe(invoiceNumber);

  // A private customer without a Peppol id: the list says what is missing, and nothing is downloaded.
  const other = await (
    await page.request.post('/api/invoice', {
      headers,
      data: {
        customerName: 'Per Persson',
        customerEmail: 'per@example.se',
        customerId: null,
        workOrderId: job.id,
        items: [{ description: 'Service', quantity: 1, price: 500 }],
      },
    })
  ).json();
  await page.reload();
  await page.getByRole('button', { name: `Ladda ner e-faktura (Peppol) för faktura ${other.invoiceNumber}` }).click();
  await expect(page.getByText(/^E-fakturan kan inte skapas\. Det här saknas: kundens Peppol-ID/)).toBeVisible();
});

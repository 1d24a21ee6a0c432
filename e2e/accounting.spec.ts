import { readFile } from 'node:fs/promises';
import { expect, test, uniqueOrgNumber } from './fixtures';

test('company details, a complete invoice, a credit note and the SIE export for Fortnox and Visma', async ({
  loggedIn: page,
}) => {
  await page.goto('/invoices');
  await expect(
    page.getByText(
      /Innan du skickar din första faktura: fyll i organisationsnummer, momsregistreringsnummer, adress, bankgiro/,
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Företagsuppgifter' }).click();
  await expect(page).toHaveURL(/\/settings\/company$/);

  const company = page.locator('#foretagsuppgifter');
  await company.getByLabel(/^Organisationsnummer/).fill('556036-0794');
  await company.getByLabel(/^Bankgiro/).fill('5050-1056');
  await company.getByRole('button', { name: 'Spara företagsuppgifter' }).click();
  await expect(company.getByText('Organisationsnumret är ogiltigt.')).toBeVisible();
  await expect(company.getByText('Bankgironumret är ogiltigt.')).toBeVisible();
  // An organisation number is one workshop's in an installation: this journey's own.
  const { orgNumber, vatNumber } = uniqueOrgNumber();
  await company.getByLabel(/^Organisationsnummer/).fill(`${orgNumber.slice(0, 6)}-${orgNumber.slice(6)}`);
  await company.getByRole('button', { name: `Använd ${vatNumber}` }).click();
  await expect(company.getByLabel(/^Momsregistreringsnummer/)).toHaveValue(vatNumber);
  await company.getByLabel('Godkänd för F-skatt').check();
  await company.getByLabel(/^Gatuadress/).fill('Industrivägen 4');
  await company.getByLabel(/^Postnummer/).fill('24138');
  await company.getByLabel(/^Ort/).fill('Eslöv');
  await company.getByLabel(/^Bankgiro/).fill('5050-1055');
  await company.getByRole('button', { name: 'Spara företagsuppgifter' }).click();
  await expect(company.getByText('Företagsuppgifterna har sparats.')).toBeVisible();
  await expect(company.getByLabel(/^Postnummer/)).toHaveValue('241 38');

  const token = await page.evaluate(() => localStorage.getItem('verkstan.token'));
  const headers = { authorization: `Bearer ${token}` };
  const workOrder = await (
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
  await page.request.post('/api/invoice', {
    headers,
    data: {
      customerName: 'Åkeri Nord AB',
      customerEmail: 'ekonomi@akerinord.se',
      customerAddress: 'Storgatan 1, 972 31 Luleå',
      workOrderId: workOrder.id,
      items: [
        { description: 'Arbete', quantity: 8.5, price: 850 },
        { description: 'Hydraulslang', quantity: 2, price: 1173.75 },
      ],
      status: 'paid',
    },
  });

  await page.goto('/invoices');
  await expect(page.getByText(/Innan du skickar din första faktura/)).toBeHidden();
  const original = page.getByRole('row', { name: /Åkeri Nord AB/ });
  await original.getByRole('button', { name: /^Kreditera faktura/ }).click();
  await page.getByRole('dialog', { name: 'Kreditera faktura' }).getByRole('button', { name: 'Kreditera' }).click();
  await expect(page.getByText('Kreditfakturan har skapats.')).toBeVisible();
  const creditRow = page.getByRole('row', { name: /Kreditfaktura/ });
  // The list shows what the PDF says is credited, after öresavrundning.
  await expect(creditRow).toContainText('−11 966,00 kr');
  await expect(page.getByRole('row', { name: /Krediterad/ })).toBeVisible();

  const pdfDownload = page.waitForEvent('download');
  await creditRow.getByRole('button', { name: /^Ladda ner PDF/ }).click();
  expect((await pdfDownload).suggestedFilename()).toMatch(/^faktura-.*\.pdf$/);

  await page.getByRole('button', { name: 'Exportera till bokföring' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportera till bokföring' });
  const sieDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Ladda ner SIE-fil' }).click();
  const file = await sieDownload;
  expect(file.suggestedFilename()).toMatch(/^verkstan-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.si$/);
  const sie = (await readFile((await file.path())!)).toString('latin1');
  expect(sie.startsWith('#FLAGGA 0\r\n#FORMAT PC8\r\n#SIETYP 4\r\n')).toBe(true);
  expect(sie.match(/#VER /g)).toHaveLength(3);
  expect(sie).toContain('#TRANS 1510 {} 11966.00');
  expect(sie).toContain('#TRANS 1510 {} -11966.00');
  expect(sie).toContain('#TRANS 1930 {} 11966.00');
});

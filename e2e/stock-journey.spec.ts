import { expect, test } from './fixtures';

test('ten oil filters in, four reserved on a work order, drawn when it is finished, counted to five, invoiced at their sale price', async ({
  loggedIn: page,
}) => {
  // A new part, from the menu.
  await page.getByRole('banner').getByRole('link', { name: 'Lager' }).click();
  await expect(page.getByRole('heading', { name: 'Lager' })).toBeVisible();
  await page.getByRole('button', { name: 'Ny artikel' }).first().click();
  const partDialog = page.getByRole('dialog', { name: 'Ny artikel' });
  await partDialog.getByRole('button', { name: 'Spara' }).click();
  await expect(partDialog.getByText('Ange artikelnummer.')).toBeVisible();
  await partDialog.getByLabel('Artikelnummer').fill('21707132');
  await partDialog.getByLabel('Benämning').fill('Oljefilter Volvo');
  await partDialog.getByLabel('Försäljningspris').fill('189');
  await partDialog.getByLabel('Hyllplats').fill('A3');
  await partDialog.getByLabel('Beställningspunkt').fill('5');
  await partDialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('heading', { name: 'Oljefilter Volvo' })).toBeVisible();

  // Ten in, at 95 kr each.
  await page.getByRole('button', { name: 'Inleverans' }).click();
  const receipt = page.getByRole('dialog', { name: 'Inleverans: Oljefilter Volvo' });
  await receipt.getByLabel('Antal').fill('10');
  await receipt.getByLabel('Inköpspris per enhet').fill('95');
  await receipt.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Inleverans bokad: 10 st, i lager 10 st.')).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Lagerrörelser' });
  await expect(ledger).toContainText('Inleverans');

  // Four on a work order, picked by number.
  await page.getByRole('banner').getByRole('link', { name: 'Arbetsordrar' }).click();
  await page.getByRole('button', { name: 'Ny arbetsorder' }).first().click();
  const workOrder = page.getByRole('dialog', { name: 'Ny arbetsorder' });
  await workOrder.getByLabel('Kundnummer').fill('K-1001');
  await workOrder.getByLabel('Titel').fill('Service 500 h');
  await workOrder.getByLabel('Fordonskategori').click();
  await page.getByRole('option', { name: 'Grävmaskin' }).click();
  await workOrder.getByLabel('Arbetskategori').click();
  await page.getByRole('option', { name: 'Service' }).click();
  await workOrder.getByLabel('Lägg till artikel ur lagret').fill('2170');
  await page.getByRole('option', { name: /21707132 · Oljefilter Volvo/ }).click();
  await expect(workOrder.getByLabel('Material 1', { exact: true })).toHaveValue('Oljefilter Volvo');
  await expect(workOrder.getByLabel('À-pris (kr)')).toHaveValue('189');
  await workOrder.getByLabel('Antal', { exact: true }).fill('4');
  await workOrder.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Arbetsorder skapad!')).toBeVisible();

  const openPart = async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Lager' }).click();
    await page.getByRole('link', { name: '21707132' }).click();
    await expect(page.getByRole('heading', { name: 'Oljefilter Volvo' })).toBeVisible();
  };
  const figure = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await openPart();
  await expect(figure('Reserverat')).toHaveText('4 st');
  await expect(figure('Tillgängligt')).toHaveText('6 st');
  await expect(figure('I lager')).toHaveText('10 st');

  // Finished: drawn.
  await page.getByRole('banner').getByRole('link', { name: 'Arbetsordrar' }).click();
  const row = page.getByRole('row', { name: /Service 500 h/ });
  await row.getByRole('button', { name: /^Redigera/ }).click();
  const editing = page.getByRole('dialog', { name: /^Redigera arbetsorder/ });
  await editing.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Klar' }).click();
  await editing.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Arbetsorder uppdaterad!')).toBeVisible();
  await openPart();
  await expect(figure('I lager')).toHaveText('6 st');
  await expect(figure('Reserverat')).toHaveText('0 st');
  await expect(ledger).toContainText('Arbetsorder');

  // Five on the shelf.
  await page.getByRole('button', { name: 'Inventering' }).click();
  const count = page.getByRole('dialog', { name: 'Inventering: Oljefilter Volvo' });
  await count.getByLabel('Antal på hyllan').fill('5');
  await count.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText(/^Inventering bokad: [−-]1 st, i lager 5 st\.$/)).toBeVisible();
  await expect(figure('I lager')).toHaveText('5 st');
  await expect(page.getByText('Lågt lager', { exact: true })).toBeVisible();

  // Invoiced: the filters are a line at their sale price.
  await page.getByRole('banner').getByRole('link', { name: 'Arbetsordrar' }).click();
  await page
    .getByRole('row', { name: /Service 500 h/ })
    .getByRole('button', { name: /^Skapa faktura för/ })
    .click();
  const invoice = page.getByRole('dialog', { name: 'Ny faktura' });
  await expect(invoice.getByLabel('Beskrivning').nth(1)).toHaveValue('Oljefilter Volvo');
  await expect(invoice.getByLabel('Antal').nth(1)).toHaveValue('4');
  await expect(invoice.getByLabel('À-pris (kr)').nth(1)).toHaveValue('189,00');
  await invoice.getByLabel('Kundens namn').fill('Schakt & Väg AB');
  await invoice.getByLabel('Kundens e-post').fill('ekonomi@schakt.se');
  await invoice.getByLabel('À-pris (kr)').first().fill('850');
  await invoice.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Fakturan har skapats.')).toBeVisible();

  // The dashboard asks for more.
  await page.getByRole('banner').getByRole('link', { name: 'Översikt' }).click();
  await expect(page.getByRole('list', { name: 'Artiklar med lågt lager' })).toContainText(
    '21707132 · Oljefilter Volvo',
  );
});

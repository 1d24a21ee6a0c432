import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function apiAs(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('verkstan.token'));
  const headers = { authorization: `Bearer ${token}` };
  return {
    post: async (url: string, data: unknown) => {
      const response = await page.request.post(url, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      return response.json();
    },
  };
}

/** A reading typed on the meter card; `isJump` when it climbs more than 24 h a day, which is asked about first. */
async function readMeter(page: Page, value: string, { isJump = false } = {}) {
  await page.getByLabel('Ny avläsning (h)').fill(value);
  await page.getByRole('button', { name: 'Spara avläsning' }).click();
  if (isJump) {
    const question = page.getByRole('dialog', { name: 'Kontrollera avläsningen' });
    await expect(question).toContainText('Stämmer mätarställningen?');
    await question.getByRole('button', { name: 'Spara ändå' }).click();
  }
  await expect(page.getByText(`Avläsningen ${value.replace(/\B(?=(\d{3})+$)/g, ' ')} h har sparats.`)).toBeVisible();
}

test('an excavator’s 500 h service: Snart dags at 1 460 h, Försenad at 1 500 h, booked from the dashboard in one click, OK again at 1 510 h', async ({
  loggedIn: page,
}) => {
  const api = await apiAs(page);
  const customer = await api.post('/api/customers', { name: 'Schakt & Väg AB', phone: '070-123 45 67' });
  const machine = await api.post('/api/machines', {
    customerId: customer.id,
    category: 'Grävmaskin',
    make: 'Volvo',
    model: 'EC220E',
    registrationNumber: 'GRV500',
  });

  // The new excavator has its category's plan.
  await page.goto(`/machines/${machine.id}`);
  const plan = page.getByRole('list', { name: 'Serviceintervall' });
  await expect(plan.getByRole('heading', { name: 'Service 500 h' })).toBeVisible();
  await expect(plan.getByRole('heading', { name: 'Service 2000 h' })).toBeVisible();
  const service500 = plan.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Service 500 h' }) });

  // Last done at 1 000 h, before Verkstan.
  await readMeter(page, '1000');
  await service500.getByRole('button', { name: 'Redigera Service 500 h' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redigera Service 500 h' });
  await dialog.getByLabel('Senast utförd vid').fill('1000');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Serviceintervallet har uppdaterats.')).toBeVisible();
  await expect(service500).toContainText('1 500 h');
  await expect(service500).toContainText('OK');

  // Read on one day for the journey's sake: 460 h in a day is asked about, and saved when confirmed.
  await readMeter(page, '1460', { isJump: true });
  await expect(service500).toContainText('Snart dags');
  await readMeter(page, '1500', { isJump: true });
  await expect(service500).toContainText('Försenad');

  // The dashboard's card shows it, with the customer's phone, and books it in one click.
  await page.getByRole('banner').getByRole('link', { name: 'Översikt' }).click();
  const card = page.getByRole('list', { name: 'Mest brådskande service' });
  await expect(card).toContainText('Service 500 h');
  await expect(card).toContainText('Schakt & Väg AB');
  await expect(card.getByRole('link', { name: '070-123 45 67' })).toHaveAttribute('href', 'tel:0701234567');
  await card.getByRole('button', { name: 'Skapa arbetsorder för Service 500 h på Volvo' }).click();
  await expect(page).toHaveURL(/\/WorkOrders\?machineId=.*serviceIntervalId=/);
  const workOrder = page.getByRole('dialog', { name: 'Ny arbetsorder' });
  await expect(workOrder.getByLabel('Maskin', { exact: true })).toHaveValue('Volvo EC220E GRV500');
  await expect(workOrder.getByRole('checkbox', { name: 'Utför: Service 500 h' })).toBeChecked();
  await expect(workOrder.getByRole('checkbox', { name: 'Utför: Service 2000 h' })).not.toBeChecked();
  await expect(workOrder.getByLabel('Titel')).toHaveValue('Service 500 h');
  await expect(workOrder.getByLabel('Arbetskategori')).toHaveText('Service');

  // Finished at 1 510 h.
  await workOrder.getByLabel(/^Mätarställning vid inlämning/).fill('1510');
  await workOrder.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Klar' }).click();
  await workOrder.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Arbetsorder skapad!')).toBeVisible();

  // OK again, next due at 2 010 h, and off the list to book.
  await page.goto(`/machines/${machine.id}`);
  await expect(service500).toContainText('OK');
  await expect(service500).toContainText('2 010 h');
  await expect(service500).toContainText('enligt arbetsorder');
  await page.goto('/service-due');
  await expect(page.getByRole('heading', { name: 'Service att boka' })).toBeVisible();
  await expect(page.getByText('Ingen service att boka de närmaste 30 dagarna.')).toBeVisible();
  await page.goto('/machines');
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Volvo EC220E' })).toBeVisible();
  await page.getByRole('button', { name: 'Försenad', exact: true }).click();
  await expect(page.getByText('Ingen maskin matchar sökningen eller servicestatusen.')).toBeVisible();
});

test('a new interval in km with its last service, and the list to book filtered by status', async ({
  loggedIn: page,
}) => {
  const api = await apiAs(page);
  const customer = await api.post('/api/customers', { name: 'Åkeri Nord AB', phone: '0920-123 45' });
  const truck = await api.post('/api/machines', {
    customerId: customer.id,
    category: 'Lastbil',
    make: 'Scania',
    model: 'R 500',
    registrationNumber: 'TRK123',
  });
  await api.post(`/api/machines/${truck.id}/meter-readings`, { value: 250_000 });

  await page.goto(`/machines/${truck.id}`);
  await page.getByRole('button', { name: 'Lägg till intervall' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt serviceintervall' });
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText('Ange intervallets namn, till exempel Service 500 h.')).toBeVisible();
  await dialog.getByLabel('Namn').fill('Byte av bromsbelägg');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText('Ange ett intervall i timmar/km, i månader eller båda.')).toBeVisible();
  await dialog.getByLabel('Var … km').fill('50000');
  await dialog.getByLabel('Senast utförd vid').fill('205000');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Serviceintervallet har lagts till.')).toBeVisible();
  const brakes = page
    .getByRole('list', { name: 'Serviceintervall' })
    .getByRole('listitem')
    .filter({ hasText: 'Byte av bromsbelägg' });
  await expect(brakes).toContainText('Snart dags');
  await expect(brakes).toContainText('255 000 km');

  await page.goto('/service-due');
  const list = page.getByRole('table', { name: 'Service att boka' });
  await expect(list).toContainText('Byte av bromsbelägg');
  await expect(list).toContainText('0920-123 45');
  await page.getByRole('button', { name: 'Försenade' }).click();
  await expect(page.getByText('Inga intervall med den statusen.')).toBeVisible();
  await page.getByRole('button', { name: 'Snart dags' }).click();
  await expect(page.getByRole('table', { name: 'Service att boka' })).toContainText('Scania R 500 · TRK123');
  await expect(page.getByText('1 st')).toBeVisible();
});

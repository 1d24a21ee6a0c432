import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('verkstan.token'));

test('three finished services on Volvo EC220E: a fourth on another EC220E is offered their checklist and filter, and one tap adds each', async ({
  loggedIn: page,
}) => {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const post = async (url: string, data: unknown) => {
    const response = await page.request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const customer = await post('/api/customers', { name: 'Åkeri Nord AB' });
  const filter = await post('/api/parts', {
    partNumber: 'VOE-14524170',
    name: 'Oljefilter EC220E',
    salePrice: 329,
  });
  const excavator = () =>
    post('/api/machines', {
      customerId: customer.id,
      category: 'Grävmaskin',
      make: 'Volvo',
      model: 'EC220E',
    });
  const earlier = [];
  for (const hours of [3, 4, 5]) {
    const job = await post('/api/workorders', {
      title: 'Service 500 h',
      description: 'Byte av motorolja och filter',
      machineId: (await excavator()).id,
      workCategory: 'Service',
      status: 'Klar',
      todoList: [
        { text: 'Byt motorolja', done: true },
        { text: 'Byt oljefilter', done: true },
      ],
      materials: [{ partId: filter.id, quantity: 1 }],
    });
    await post('/api/time', { workOrderId: job.id, date: '2026-11-02', hours });
    earlier.push(job);
  }
  const fourth = await post('/api/workorders', {
    title: 'Service 1000 h',
    machineId: (await excavator()).id,
    workCategory: 'Service',
  });

  await page.goto(`/WorkOrders/${fourth.id}`);
  const card = page.getByRole('list', { name: 'Förslag' });
  await expect(card).toContainText('Bygger på 3 tidigare jobb på samma märke och modell.');
  await expect(card).toContainText('Brukar ta 4 tim (median av 3 jobb)');
  await expect(card.getByRole('link', { name: earlier[0].workOrderNumber }).first()).toBeVisible();
  // Nothing is added by itself.
  await expect(page.getByRole('list', { name: 'Checklista' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Lägg till Byt oljefilter i checklistan' }).click();
  await expect(page.getByText('Byt oljefilter har lagts till i checklistan.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Checklista' })).toContainText('Byt oljefilter');
  await page.getByRole('button', { name: 'Lägg till Oljefilter EC220E i materialet' }).click();
  await expect(page.getByText('Oljefilter EC220E har lagts till i materialet.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Material' })).toContainText('Oljefilter EC220E × 1');
  // What the work order has is no longer offered.
  await expect(page.getByRole('button', { name: 'Lägg till Byt oljefilter i checklistan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lägg till Byt motorolja i checklistan' })).toBeVisible();
  // On a phone the suggestions keep their lines whole.
  await page.setViewportSize({ width: 375, height: 812 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/suggestions-375-light.png', fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const saved = await (await page.request.get(`/api/workorders/${fourth.id}`, { headers })).json();
  expect(saved.todoList).toEqual([{ text: 'Byt oljefilter', done: false }]);
  expect(saved.materials).toEqual([expect.objectContaining({ partId: filter.id, name: 'Oljefilter EC220E' })]);
  // The form before saving: the machine and the work category bring the same suggestions.
  await page.setViewportSize({ width: 1280, height: 900 });
  const fifth = await excavator();
  await page.goto(`/WorkOrders?machineId=${fifth.id}`);
  const form = page.getByRole('dialog', { name: 'Ny arbetsorder' });
  await expect(
    form.getByText('Välj maskin och arbetskategori så föreslås checklista och artiklar från era tidigare jobb.'),
  ).toBeVisible();
  await form.getByLabel('Titel').fill('Service 1500 h');
  await form.getByRole('combobox', { name: 'Arbetskategori' }).click();
  await page.getByRole('option', { name: 'Service' }).click();
  const offered = form.getByRole('region', { name: 'Förslag från tidigare jobb' });
  await expect(offered).toContainText('Bygger på 3 tidigare jobb på samma märke och modell.');
  await offered.getByRole('button', { name: 'Lägg till Byt motorolja i checklistan' }).click();
  await expect(form.getByRole('textbox', { name: 'Punkt 1', exact: true })).toHaveValue('Byt motorolja');
  await offered.getByRole('button', { name: 'Lägg till Oljefilter EC220E i materialet' }).click();
  await expect(form.getByRole('textbox', { name: 'Material 1', exact: true })).toHaveValue('Oljefilter EC220E');
  await expect(offered.getByRole('button', { name: 'Lägg till Byt motorolja i checklistan' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/form-suggestions-1280-light.png', fullPage: true });
  await form.getByRole('button', { name: 'Spara' }).click();
  await expect(form).toHaveCount(0);
});

test('Fakturakontroll: a finished job nobody invoiced and a part sold below cost appear with their kronor, and one is dismissed', async ({
  loggedIn: page,
}) => {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const post = async (url: string, data?: unknown) => {
    const response = await page.request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.status() === 204 ? null : response.json();
  };
  const customer = await post('/api/customers', { name: 'Åkeri Nord AB' });
  const machine = await post('/api/machines', {
    customerId: customer.id,
    category: 'Grävmaskin',
    make: 'Volvo',
    model: 'EC220E',
  });
  const hose = await post('/api/parts', { partNumber: 'HS-12', name: 'Hydraulslang 1/2"', salePrice: 450 });
  await post(`/api/parts/${hose.id}/movements`, { type: 'receipt', quantity: 4, unitCost: 520 });
  const job = await post('/api/workorders', {
    title: 'Byte av hydraulslang',
    machineId: machine.id,
    workCategory: 'Reparation',
    status: 'Klar',
    executionDate: '2026-01-15',
    materials: [{ partId: hose.id, quantity: 2 }],
  });

  await page.goto('/dashboard');
  const card = page.locator('dl[aria-label="Fakturakontroll"]');
  // 900 kr unbilled, 140 kr lost on the job's hoses and 140 kr on the two left in stock.
  await expect(card).toContainText('1 180,00 kr');
  await page.getByRole('link', { name: 'Visa fynden' }).click();
  await expect(page.getByRole('heading', { name: 'Fakturakontroll' })).toBeVisible();
  const findings = page.getByRole('list', { name: 'Fynd' }).getByRole('listitem');
  await expect(findings).toHaveCount(3);
  await expect(findings.nth(0)).toContainText('Inte fakturerad');
  await expect(findings.nth(0)).toContainText(`Arbetsorder ${job.workOrderNumber}`);
  await expect(findings.nth(0)).toContainText('900,00 kr');
  await expect(page.getByText('Under snittkostnad', { exact: true })).toHaveCount(2);
  await page.screenshot({ path: 'test-results/screenshots/invoice-control-1280-light.png', fullPage: true });

  // Dismissed, the stock finding stays away; invoicing the job ends the other two by themselves.
  const stock = findings.filter({ hasText: 'lagret' });
  await stock.getByRole('button', { name: 'Avfärda…' }).click();
  await stock.getByRole('button', { name: 'Avfärda', exact: true }).click();
  await expect(findings).toHaveCount(2);
  await findings.nth(0).getByRole('link', { name: 'Skapa faktura' }).click();
  await expect(page).toHaveURL(/fromWorkOrder=/);
  await post('/api/invoice', {
    customerName: 'Åkeri Nord AB',
    customerEmail: 'ekonomi@akerinord.se',
    workOrderId: job.id,
    items: [{ description: 'Hydraulslang', quantity: 2, price: 600 }],
  });
  await page.goto('/invoice-control');
  await expect(page.getByText('Inget att åtgärda: allt som är gjort är fakturerat.')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('with the stub model switched on, "Skriv utkast med AI" fills the invoice’s Utfört arbete with a text citing the work order', async ({
  loggedIn: page,
}) => {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const customer = await (
    await page.request.post('/api/customers', {
      headers,
      data: { name: 'Åkeri Nord AB', email: 'ekonomi@akerinord.se' },
    })
  ).json();
  const machine = await (
    await page.request.post('/api/machines', {
      headers,
      data: { customerId: customer.id, category: 'Grävmaskin', make: 'Volvo', model: 'EC220E' },
    })
  ).json();
  const job = await (
    await page.request.post('/api/workorders', {
      headers,
      data: {
        title: 'Byte av hydraulslang',
        machineId: machine.id,
        workCategory: 'Reparation',
        status: 'Klar',
        todoList: [{ text: 'Byt slang', done: true }],
      },
    })
  ).json();

  // Off until the owner says so, with a plain statement of the model and where the data goes.
  await page.goto('/settings/assistant');
  const card = page
    .getByRole('region', { name: 'AI-utkast' })
    .or(page.locator('section', { hasText: 'Använd AI-utkast' }))
    .first();
  await expect(card).toContainText('verkstan-e2e-stub');
  await expect(card).toContainText('http://127.0.0.1:');
  await page.getByLabel('Använd AI-utkast').click();
  await expect(page.getByLabel('Använd AI-utkast')).toBeChecked();

  await page.goto(`/invoices?fromWorkOrder=${job.id}`);
  await page.getByRole('button', { name: 'Skriv utkast med AI' }).click();
  const draft = page.getByRole('region', { name: 'AI-utkast' });
  await expect(draft.getByLabel('AI-utkast')).toHaveValue(new RegExp(`bytt hydraulslangen.*${job.workOrderNumber}`));
  await expect(draft).toContainText(`Bygger på ${job.workOrderNumber}`);
  await page.screenshot({ path: 'test-results/screenshots/ai-draft-1280-light.png', fullPage: true });
  // Nothing is in the invoice until the user accepts it.
  await expect(page.getByLabel('Utfört arbete och meddelande')).not.toHaveValue(/bytt hydraulslangen/);
  await draft.getByRole('button', { name: 'Använd' }).click();
  await expect(page.getByLabel('Utfört arbete och meddelande')).toHaveValue(
    new RegExp(`bytt hydraulslangen.*\\(${job.workOrderNumber}\\)`),
  );
  await expect(page.getByRole('region', { name: 'AI-utkast' })).toHaveCount(0);

  // A machine's history in a few sentences, naming the job it rests on.
  await page.goto(`/machines/${machine.id}`);
  await page.getByRole('button', { name: 'Skriv utkast med AI' }).click();
  const summary = page.getByRole('region', { name: 'AI-utkast' });
  await expect(summary).toContainText('verkstan-e2e-stub');
  await expect(summary.getByRole('link', { name: job.workOrderNumber })).toBeVisible();
});

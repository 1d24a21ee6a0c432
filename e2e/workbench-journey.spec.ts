import { expect, test } from './fixtures';

// Issue 44, "a day in the yard": on a 375 px phone a mechanic starts the job from Mina jobb, ticks the
// checklist, adds a part, reads the meter and finishes, on the job's page, with gloves on.
test('a mechanic’s job at 375 px: Starta from Mina jobb, tick, add a part, read the meter, finish', async ({
  loggedIn: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const token = await page.evaluate(() => localStorage.getItem('verkstan.token'));
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, data: unknown) => {
    const response = await page.request.post(url, { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  const me = (await (await page.request.get('/api/user/profile', { headers })).json()).user;
  const customer = await post('/api/customers', { name: 'Åkeri Nord AB' });
  const machine = await post('/api/machines', {
    customerId: customer.id,
    category: 'Grävmaskin',
    make: 'Volvo',
    model: 'EC220E',
    registrationNumber: 'ABC123',
  });
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/Stockholm',
  });
  await post(`/api/machines/${machine.id}/meter-readings`, { value: 4800, readingDate: weekAgo });
  const [service500] = (await (
    await page.request.get(`/api/machines/${machine.id}/service-plan`, { headers })
  ).json()) as Array<{ id: string }>;
  await post('/api/parts', { partNumber: 'OF-1', name: 'Oljefilter Volvo', salePrice: 189 });
  await post(
    '/api/parts/' + (await (await page.request.get('/api/parts?q=OF-1', { headers })).json())[0].id + '/movements',
    { type: 'receipt', quantity: 5 },
  );
  await post('/api/workorders', {
    title: 'Service 500 h',
    workCategory: 'Service',
    machineId: machine.id,
    serviceIntervalIds: [service500!.id],
    assigneeIds: [me.id],
    todoList: [
      { text: 'Byt motorolja', done: false },
      { text: 'Byt oljefilter', done: false },
    ],
  });

  // Mina jobb names the machine and the customer, and starts the job.
  await page.goto('/my-jobs');
  const card = page.getByRole('list', { name: 'Mina jobb' }).getByRole('listitem').first();
  await expect(card).toContainText('Volvo EC220E (ABC123) · Åkeri Nord AB');
  await card.getByRole('button', { name: 'Starta Service 500 h' }).click();
  await expect(page).toHaveURL(/\/WorkOrders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: /^Stoppa \d/ })).toBeVisible();
  await expect(page.getByText('Pågående').first()).toBeVisible();

  // The checklist is ticked on the page, in rows a gloved thumb hits.
  const checklist = page.getByRole('list', { name: 'Checklista' });
  const oil = checklist.getByRole('checkbox', { name: 'Byt motorolja' });
  const box = (await oil.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(28);
  const row = (await checklist.locator('label').first().boundingBox())!;
  expect(row.height).toBeGreaterThanOrEqual(44);
  await oil.click();
  await expect(oil).toBeChecked();
  await expect(page.getByText('1 av 2 klara')).toBeVisible();

  // A part from the shelf.
  await page.getByRole('combobox', { name: 'Artikel' }).fill('OF-1');
  await page.getByRole('option', { name: /Oljefilter Volvo/ }).click();
  await page.getByRole('button', { name: 'Lägg till artikel' }).click();
  await expect(page.getByRole('list', { name: 'Material' })).toContainText('Oljefilter Volvo × 1');

  // Finished with the meter read: a zero too many is asked about, then corrected.
  await page.getByRole('button', { name: 'Markera som klar' }).click();
  const finish = page.getByRole('dialog', { name: 'Markera som klar' });
  await finish.getByLabel(/^Mätarställning/).fill('48900');
  await finish.getByRole('button', { name: 'Markera som klar' }).click();
  await expect(finish.getByText(/Stämmer mätarställningen\?/)).toBeVisible();
  await finish.getByLabel(/^Mätarställning/).fill('4890');
  await finish.getByRole('button', { name: 'Markera som klar' }).click();
  // The timer started from Mina jobb stops with the job, and the notice says so.
  await expect(page.getByText(/^Arbetsordern är klar\. Timern som gick stoppades: .+ 0,25 h\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Stoppa \d/ })).toHaveCount(0);
  // A finished job offers no timer (the server refuses one: nothing would stop it), only time by hand.
  await expect(page.getByText('Arbetsordern är avslutad: tid läggs till för hand.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Starta', exact: true })).toHaveCount(0);
  await expect(page.getByText('Mätarställning vid inlämning').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Markera som klar' })).toHaveCount(0);

  // Nothing sticks out sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/screenshots/workbench-375.png', fullPage: true });
});

import type { APIResponse, Browser, Page } from '@playwright/test';
import { expect, loginByForm } from './fixtures';

// The offline journey's workshop (issue 49): a mechanic with two jobs of today, one on a machine in a
// gravel pit with a checklist, one on a farm; a part in stock; and what the server holds of their work,
// read through the API.

type Method = 'get' | 'post' | 'put';
export type Call = (
  method: Method,
  url: string,
  data?: unknown,
  auth?: Record<string, string>,
) => ReturnType<APIResponse['json']>;

/** The API as the office calls it, each answer checked. */
export async function officeApi(office: Page): Promise<Call> {
  const headers = { authorization: `Bearer ${await office.evaluate(() => localStorage.getItem('verkstan.token'))}` };
  return async (method, url, data, auth = headers) => {
    const response = await office.request[method](url, { headers: auth, data });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
}

export const jobFields = (title: string, assignee: string) => ({
  title,
  customerNumber: 'K-100',
  vehicleCategory: 'Grävmaskin',
  workCategory: 'Service',
  executionDate: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }),
  assigneeIds: [assignee],
});

export async function offlineWorkshop(call: Call) {
  const email = `offline-${Date.now()}@verkstad.se`;
  const invitation = await call('post', '/api/team/invitations', { email, role: 'mechanic' });
  const joined = await call('post', `/api/auth/invitations/${invitation.link.split('/').at(-1)}/accept`, {
    firstName: 'Nils',
    lastName: 'Berg',
    password: 'nils-lösen-123',
  });
  const mechanicAuth = { authorization: `Bearer ${joined.token}` };
  await call('put', '/api/user/profile', { name: 'Nils Berg', personalNumber: '811218-9876' }, mechanicAuth);
  const part = await call('post', '/api/parts', { partNumber: 'OF-1', name: 'Oljefilter Volvo', salePrice: 189 });
  await call('post', `/api/parts/${part.id}/movements`, { type: 'receipt', quantity: 5 });
  const customer = await call('post', '/api/customers', { name: 'Grus & Sten AB', phone: '070-123 45 67' });
  const machine = await call('post', '/api/machines', {
    customerId: customer.id,
    category: 'Grävmaskin',
    make: 'Volvo',
    model: 'EC220E',
    meter: 4800,
  });
  const pit = await call('post', '/api/workorders', {
    ...jobFields('Service i grustaget', joined.user.id),
    customerNumber: undefined,
    customerId: customer.id,
    machineId: machine.id,
    todoList: [
      { text: 'Byt motorolja', done: false },
      { text: 'Byt oljefilter', done: false },
      { text: 'Smörj bommen', done: false },
    ],
  });
  const farm = await call('post', '/api/workorders', jobFields('Läckande slang på gården', joined.user.id));
  return { email, userId: joined.user.id as string, machine, pit, farm };
}

/** The mechanic's phone at 375 px, signed in once online: the app installed, Mina jobb opened. */
export async function phoneOnline(browser: Browser, email: string) {
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    serviceWorkers: 'allow',
  });
  const mechanic = await phone.newPage();
  await loginByForm(mechanic, { email, password: 'nils-lösen-123' }, /\/my-jobs$/);
  await mechanic.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await mechanic.reload();
  await expect.poll(() => mechanic.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return { phone, mechanic };
}

/** The customer signs on the full-screen pad with a finger (a mouse here). */
export async function signOnPad(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Signera här' }).click();
  const pad = page.getByRole('dialog', { name: 'Kundens signatur' });
  await pad.getByLabel('Namn i klartext').fill(name);
  const canvas = (await pad.getByRole('img', { name: 'Signera här' }).boundingBox())!;
  await page.mouse.move(canvas.x + 40, canvas.y + 80);
  await page.mouse.down();
  for (const [dx, dy] of [
    [80, -30],
    [160, 40],
    [260, -20],
  ] as const)
    await page.mouse.move(canvas.x + dx, canvas.y + 80 + dy, { steps: 5 });
  await page.mouse.up();
  await pad.getByRole('button', { name: 'Spara' }).click();
  await expect(pad).toHaveCount(0);
}

/** What the server holds of the mechanic's work, counted: each change once, or a count shows it. */
export async function countedOnServer(call: Call, ids: { pit: string; farm: string; machine: string; userId: string }) {
  const job = await call('get', `/api/workorders/${ids.pit}`);
  const time = await call('get', `/api/time?workOrderId=${ids.pit}&limit=200`);
  const farmTime = await call('get', `/api/time?workOrderId=${ids.farm}&limit=200`);
  const { present } = await call('get', '/api/staff-ledger/present');
  const photos = await call('get', `/api/files?entity=workOrder&entityId=${ids.pit}`);
  const readings = await call('get', `/api/machines/${ids.machine}/meter-readings`);
  const signature = await call('get', `/api/workorders/${ids.pit}/signature`);
  return {
    status: job.status,
    ticked: job.todoList.map((item: { done: boolean }) => item.done),
    materials: job.materials.length,
    pitTimers: time.length,
    farmTimers: farmTime.length,
    checkIns: present.filter((entry: { userId: string }) => entry.userId === ids.userId).length,
    photos: photos.length,
    readings: readings.map((reading: { value: number }) => reading.value).sort((a: number, b: number) => b - a),
    signedBy: signature.name,
  };
}

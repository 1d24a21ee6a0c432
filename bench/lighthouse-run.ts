/**
 * npm run bench:lighthouse: Lighthouse alone (a few minutes), against the built server on a fresh
 * embedded database with one workshop of 60 work orders (Debian's Chromium, e2e/chromium.ts; the
 * server on LIGHTHOUSE_PORT, 3470 unless set), and the customer's two links, `/q/{token}` and
 * `/k/{token}` (bench/link-pages.ts). `npm run bench` runs the same pages against the seeded
 * benchmark workshop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lighthouseTable, LIGHTHOUSE_PAGES, measureWithLighthouse } from './lighthouse';
import { seedCustomerLinkPages } from './link-pages';
import { startProcess } from './processes';

/** LIGHTHOUSE_ONLY=/dashboard,/login,/k measures those pages alone (while working on one); /q and /k name the links. */
const pagesToMeasure = (pages: Array<{ path: string; loggedIn: boolean }>) => {
  const only = process.env.LIGHTHOUSE_ONLY?.split(',');
  if (!only) return pages;
  return pages.filter((page) => only.some((path) => page.path === path || page.path.startsWith(`${path}/`)));
};

const dataDir = mkdtempSync(join(tmpdir(), 'verkstan-lighthouse-data-'));
const server = await startProcess(
  'dist/server/main.js',
  // LIGHTHOUSE_PORT: another port where several worktrees measure on one machine.
  {
    PORT: process.env.LIGHTHOUSE_PORT ?? '3470',
    DATA_DIR: dataDir,
    REGISTER_MAX_PER_MINUTE: '100',
    LOGIN_MAX_PER_MINUTE: '100',
  },
  '/api/health',
);
try {
  const api = `${server.url}/api`;
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const credentials = { email: 'lighthouse@verkstad.se', password: 'hemligt-lösen-123' };
  await post('/auth/register', {
    ...credentials,
    firstName: 'Anna',
    lastName: 'Svensson',
    companyName: 'Svenssons Maskinservice AB',
  });
  const { token, user } = (await (await post('/auth/login', credentials)).json()) as {
    token: string;
    user: { id: string };
  };
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
  for (let index = 1; index <= 60; index++) {
    await post(
      '/workorders',
      {
        title: `Service 500 h, maskin ${index}`,
        customerNumber: `K-${index}`,
        vehicleCategory: 'Grävmaskin',
        workCategory: 'Service',
        // Mina jobb has a day's work: eight of them are today's, the owner's own.
        ...(index <= 8 ? { executionDate: today, assigneeIds: [user.id] } : {}),
      },
      token,
    );
  }
  // Every list screen has rows: customers with a machine each (due for service soon), parts, invoices.
  for (let index = 1; index <= 20; index++) {
    const customer = (await (
      await post('/customers', { name: `Åkeri ${index} AB`, city: 'Luleå', phone: '0920-12345' }, token)
    ).json()) as { id: string };
    const machine = (await (
      await post(
        '/machines',
        { customerId: customer.id, category: 'Grävmaskin', make: 'Volvo', model: 'EC220E' },
        token,
      )
    ).json()) as {
      id: string;
    };
    await post(`/machines/${machine.id}/meter-readings`, { value: 480 + index }, token);
    await post(
      '/parts',
      { partNumber: `P-${index}`, name: `Oljefilter ${index}`, salePrice: 189, reorderPoint: 2 },
      token,
    );
  }
  const workOrder = (await (
    await post(
      '/workorders',
      {
        title: 'Fakturerad service',
        customerNumber: 'K-1',
        vehicleCategory: 'Grävmaskin',
        workCategory: 'Service',
      },
      token,
    )
  ).json()) as { id: string };
  for (let index = 1; index <= 20; index++) {
    await post(
      '/invoice',
      {
        customerName: `Åkeri ${index} AB`,
        customerEmail: 'ekonomi@akeri.se',
        workOrderId: workOrder.id,
        items: [{ description: 'Arbete', quantity: 2, price: 850 }],
      },
      token,
    );
  }
  const pages = pagesToMeasure([...LIGHTHOUSE_PAGES, ...(await seedCustomerLinkPages(api, token))]);
  console.log(
    lighthouseTable(await measureWithLighthouse(server.url, pages, token, Number(process.env.LIGHTHOUSE_RUNS ?? 3))),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

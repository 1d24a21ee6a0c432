/**
 * npm run bench:lighthouse: Lighthouse alone (a few minutes), against the built server on a fresh
 * embedded database with one workshop of 60 work orders. `npm run bench` runs the same pages
 * against the seeded benchmark workshop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lighthouseTable, LIGHTHOUSE_PAGES, measureWithLighthouse } from './lighthouse';

/** LIGHTHOUSE_ONLY=/dashboard,/login measures those pages alone (while working on one). */
const pagesToMeasure = () => {
  const only = process.env.LIGHTHOUSE_ONLY?.split(',');
  return only ? LIGHTHOUSE_PAGES.filter((page) => only.includes(page.path)) : LIGHTHOUSE_PAGES;
};
import { startProcess } from './processes';

const dataDir = mkdtempSync(join(tmpdir(), 'verkstan-lighthouse-data-'));
const server = await startProcess(
  'dist/server/main.js',
  { PORT: '3470', DATA_DIR: dataDir, REGISTER_MAX_PER_MINUTE: '100', LOGIN_MAX_PER_MINUTE: '100' },
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
  await post('/auth/register', { ...credentials, firstName: 'Anna', lastName: 'Svensson', companyName: 'Svenssons Maskinservice AB' });
  const { token } = (await (await post('/auth/login', credentials)).json()) as { token: string };
  for (let index = 1; index <= 60; index++) {
    await post(
      '/workorders',
      { title: `Service 500 h, maskin ${index}`, customerNumber: `K-${index}`, vehicleCategory: 'Grävmaskin', workCategory: 'Service' },
      token,
    );
  }
  console.log(lighthouseTable(await measureWithLighthouse(server.url, pagesToMeasure(), token, Number(process.env.LIGHTHOUSE_RUNS ?? 3))));
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

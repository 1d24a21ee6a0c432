/**
 * npm run bench:installable: issue 49's figures of the installed app, on the built server with a fresh
 * embedded database (the server on BENCH_PORT, 3475 unless set):
 * - the precache: what the service worker keeps on install, summed from the files its manifest lists
 *   in dist/web (the bytes as stored; the wire carries them compressed);
 * - Chromium's own verdict on installability (CDP `Page.getInstallabilityErrors`; Lighthouse 12 has no
 *   PWA category any more);
 * - the time from opening *Mina jobb* without signal to the job list drawn, in the page's own clock
 *   (navigation start to the first job card), the median of five reloads of a 375 px phone.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { startProcess } from './processes';

const WEB = 'dist/web';
const RUNS = 5;

/** The precache manifest's entries (workbox's `{url:"…",revision:…}` in sw.js) and their bytes in dist. */
export function precacheSize(folder = WEB): { files: number; bytes: number } {
  const worker = readFileSync(join(folder, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!);
  const bytes = urls.reduce((sum, url) => sum + statSync(join(folder, decodeURIComponent(url))).size, 0);
  return { files: urls.length, bytes };
}

const dataDir = mkdtempSync(join(tmpdir(), 'verkstan-installable-'));
const server = await startProcess(
  'dist/server/main.js',
  { PORT: process.env.BENCH_PORT ?? '3475', DATA_DIR: dataDir, BACKUP_DIR: join(dataDir, 'backups') },
  '/api/health',
);
// A profile on disk, not an off-the-record context: Chromium offers no install from those.
const profile = mkdtempSync(join(tmpdir(), 'verkstan-installable-profile-'));
try {
  const api = `${server.url}/api`;
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const credentials = { email: 'falt@verkstad.se', password: 'hemligt-lösen-123' };
  await post('/auth/register', { ...credentials, firstName: 'Nils', lastName: 'Berg', companyName: 'Bergs Maskin AB' });
  const { token, user } = (await post('/auth/login', credentials)) as { token: string; user: { id: string } };
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
  for (const title of ['Service i grustaget', 'Läckande slang på gården', 'Byte av skopa'])
    await post(
      '/workorders',
      {
        title,
        customerNumber: 'K-1',
        vehicleCategory: 'Grävmaskin',
        workCategory: 'Service',
        executionDate: today,
        assigneeIds: [user.id],
      },
      token,
    );

  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    baseURL: server.url,
    viewport: { width: 375, height: 812 },
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    serviceWorkers: 'allow',
  });
  await context.addInitScript((value) => localStorage.setItem('verkstan.token', value), token);
  const page = context.pages()[0] ?? (await context.newPage());
  const firstCard = 'ul[aria-label="Mina jobb"] > li';
  await page.goto('/my-jobs');
  await page.waitForSelector(firstCard);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The field pack kept: Mina jobb opened online stores it in IndexedDB.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('verkstan-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('pack')) return resolve(false);
          const request = db.transaction('pack').objectStore('pack').get('current');
          request.onsuccess = () => resolve(Boolean(request.result));
        };
        open.onerror = () => resolve(false);
      }),
  );
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };

  await context.setOffline(true);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.reload({ waitUntil: 'commit' });
    const drawnAt = await page.waitForFunction(
      (selector) => document.querySelector(selector) && performance.now(),
      firstCard,
    );
    times.push(Math.round((await drawnAt.jsonValue()) as number));
  }
  times.sort((a, b) => a - b);
  const { files, bytes } = precacheSize();
  console.log(
    [
      '| figure | value |',
      '|---|---:|',
      `| precache (files in the manifest, bytes in dist/web) | ${files} files, ${Math.round(bytes / 1024)} KB |`,
      `| installability errors (Chromium, CDP) | ${installabilityErrors.map((error) => error.errorId).join(', ') || 'none'} |`,
      `| Mina jobb opened offline → job list drawn, median of ${RUNS} (ms) | ${times[Math.floor(RUNS / 2)]} (${times.join(', ')}) |`,
    ].join('\n'),
  );
  await context.close();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}

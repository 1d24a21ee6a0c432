import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { freePort } from '../src/server/test/free-port';

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds, as Lighthouse simulates a mid-range phone on slow 4G. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes the page actually transferred (compressed as sent). */
  bytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse with its default mobile settings (slow 4G, 4× slower CPU, simulated) in Debian's
 * Chromium, each page `runs` times from an empty cache; the median of each figure. Logged-in pages
 * carry `token` and the user's name as the app stores them after a login.
 */
export async function measureWithLighthouse(
  baseUrl: string,
  pages: Array<{ path: string; loggedIn: boolean }>,
  token: string,
  runs = 3,
): Promise<LighthouseFigures[]> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'verkstan-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const figures: LighthouseFigures[] = [];
    for (const { path, loggedIn } of pages) {
      const results: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++) {
        await page.goto(`${baseUrl}/favicon.svg`);
        await page.evaluate(
          async (value) => {
            localStorage.clear();
            if (!value) return;
            // What the app keeps after a login: the token, and the name the dashboard greets with.
            localStorage.setItem('verkstan.token', value);
            const answer = await fetch('/api/user/profile', {
              headers: { authorization: `Bearer ${value}` },
            });
            const { user } = (await answer.json()) as { user: { name: string; companyName: string | null } };
            localStorage.setItem('verkstan.user', JSON.stringify({ name: user.name, companyName: user.companyName }));
          },
          loggedIn ? token : null,
        );
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(`${baseUrl}${path}`, {
          port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
        });
        const lhr = result!.lhr;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        results.push({
          path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: Math.round(audit('first-contentful-paint')),
          lcp: Math.round(audit('largest-contentful-paint')),
          tbt: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          bytes: Math.round(audit('total-byte-weight')),
        });
        if (process.env.BENCH_LIGHTHOUSE_DETAILS) {
          const failing = Object.values(lhr.audits).filter(
            (item) =>
              item.score !== null &&
              item.score < 1 &&
              item.scoreDisplayMode !== 'informative' &&
              item.scoreDisplayMode !== 'manual',
          );
          console.error(path, run, failing.map((item) => `${item.id}: ${item.displayValue ?? item.score}`).join('; '));
          const requests =
            (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined)
              ?.items ?? [];
          for (const request of requests) {
            console.error(
              `  ${String(request.url).replace(baseUrl, '')} ${request.transferSize} B ${request.priority} ${Math.round(Number(request.networkRequestTime))}–${Math.round(Number(request.networkEndTime))} ms`,
            );
          }
          for (const id of [
            'layout-shifts',
            'inspector-issues',
            'largest-contentful-paint-element',
            'bootup-time',
            'errors-in-console',
            'mainthread-work-breakdown',
            'long-tasks',
          ]) {
            const details = lhr.audits[id]?.details as { items?: unknown[] } | undefined;
            if (details?.items?.length)
              console.error(
                `  ${id}:`,
                JSON.stringify(details.items).slice(0, Number(process.env.BENCH_LIGHTHOUSE_DETAILS) > 1 ? 20000 : 1500),
              );
          }
        }
      }
      const pick = (key: keyof LighthouseFigures) => median(results.map((result) => result[key] as number));
      figures.push({
        path,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        bytes: pick('bytes'),
      });
    }
    return figures;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The pages the issue names: the landing page and login as a visitor, the dashboard and the work order
 * list logged in. The customer's links, `/q/{token}` and `/k/{token}`, carry tokens made for each run:
 * bench/link-pages.ts makes them and both runners add them to these.
 */
export const LIGHTHOUSE_PAGES = [
  { path: '/', loggedIn: false },
  { path: '/login', loggedIn: false },
  { path: '/dashboard', loggedIn: true },
  { path: '/WorkOrders', loggedIn: true },
  // Every list screen, drawn without MUI since issue 22 (docs/decisions/015-one-ui-kit.md).
  { path: '/customers', loggedIn: true },
  { path: '/machines', loggedIn: true },
  { path: '/parts', loggedIn: true },
  { path: '/invoices', loggedIn: true },
  { path: '/service-due', loggedIn: true },
  // The planning board (issue 48): the week, its rows and the tray.
  { path: '/planning', loggedIn: true },
  // The mechanic's day on a phone (issue 49): what the field pack draws, online.
  { path: '/my-jobs', loggedIn: true },
];

export function lighthouseTable(figures: LighthouseFigures[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | transferred |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...figures.map(
      (row) =>
        `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.fcp} | ${row.lcp} | ${row.tbt} | ${row.cls} | ${kb(row.bytes)} |`,
    ),
  ].join('\n');
}

/**
 * npm run bench:quotes: issue 46's figures alone (bench/quotes.ts), on each of BENCH_DRIVERS, against a
 * bare baseline measured in the same run: the customer's link and page, and 1 000 quotes by mail and SMS
 * beside the work-order list. A fresh database each; BENCH_SECONDS per figure.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { createBenchDatabase } from './database';
import { load } from './load';
import { startProcess } from './processes';
import { quoteFigures } from './quotes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;
/** Beside the other helpers' and the full bench's ports (3400–3479). */
const FIRST_PORT = Number(process.env.BENCH_QUOTES_PORT ?? 3530);

/** 50 work orders as the list answers them: what the baseline answers from memory, as in bench/run.ts. */
async function listRows(url: string): Promise<unknown[]> {
  const account = { email: `baslinje-${Date.now()}@verkstan.se`, password: 'hemligt-lösen-123' };
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  await post('/auth/register', { ...account, firstName: 'Bo', lastName: 'Bas', companyName: 'Baslinje AB' });
  const { token } = (await (await post('/auth/login', account)).json()) as { token: string };
  for (let index = 0; index < 50; index++)
    await post(
      '/workorders',
      { title: 'Service 500 h', customerNumber: 'K-1', vehicleCategory: 'Traktor', workCategory: 'Service' },
      token,
    );
  return (await (
    await fetch(`${url}/api/workorders?limit=50`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as unknown[];
}

async function benchDriver(driver: 'pglite' | 'postgres', port: number): Promise<string[]> {
  const database = driver === 'postgres' ? await createBenchDatabase('verkstan_bench_quotes') : null;
  const dataDir = driver === 'pglite' ? mkdtempSync(join(tmpdir(), 'verkstan-bench-quotes-')) : undefined;
  try {
    const opened = await openDatabase({ databaseUrl: database?.url, dataDir });
    await opened.migrate();
    await opened.close();
    const env: Record<string, string> = { PORT: String(port), HOST: '127.0.0.1' };
    if (database) env.DATABASE_URL = database.url;
    if (dataDir) env.DATA_DIR = dataDir;
    const server = await startProcess('dist/server/main.js', env, '/api/health');
    const rows = await listRows(server.url).finally(() => server.stop());
    const baseline = await startProcess(
      'bench/baseline-server.ts',
      { PORT: String(port + 1), BASELINE_ROWS: JSON.stringify(rows) },
      '/rows',
    );
    await load({ name: 'warm-up', url: `${baseline.url}/rows`, seconds: 2 });
    const bare = await load({ name: 'bare route, 50 rows from memory', url: `${baseline.url}/rows`, seconds: SECONDS });
    await baseline.stop();
    const figures = await quoteFigures(env, port + 2, bare, SECONDS);
    return [{ ...bare, ratio: '1.00' }, ...figures].map(
      (row) =>
        `| ${driver} | ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.ratio} |`,
    );
  } finally {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync('dist/server/main.js')) execSync('npm run build', { stdio: 'inherit' });
const lines = [
  `Verkstan benchmark, quotes (issue 46), ${new Date().toISOString().slice(0, 16)}Z, ${SECONDS} s per figure, Node ${process.version}`,
  '',
  '| database | call | requests/s | p50 ms | p99 ms | errors | ratio to bare |',
  '|---|---|---:|---:|---:|---:|---:|',
];
let port = FIRST_PORT;
for (const driver of drivers) {
  lines.push(...(await benchDriver(driver, port)));
  port += 5;
}
console.log(lines.join('\n'));

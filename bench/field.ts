/**
 * Issue 49's figures: what the Idempotency-Key costs a write (POST /api/workorders with a fresh key each
 * request against none), and the field pack (GET /api/field/today) of a mechanic with 20 jobs and a
 * 5 000-part register: its size as JSON, gzip and brotli on the wire, and its latency beside the work
 * order list's with the cache off (the lists' budget), on each database of BENCH_DRIVERS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { createBenchDatabase } from './database';
import { seedFieldWorkshop } from './field-seed';
import { load, type LoadResult } from './load';
import { startProcess } from './processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;
const JOBS = 20;

/** The answer's bytes as they cross the wire for an Accept-Encoding: fetch would undo the compression. */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${response.statusCode}`)),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Median wall time of `count` requests one after another, in ms: one device fetching its pack. */
async function medianMs(url: string, headers: Record<string, string>, count = 15): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await wireBytes(url, headers);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(count / 2)]! * 10) / 10;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
const ratio = (a: number, b: number) => (b === 0 ? '–' : (a / b).toFixed(2).replace('.', ','));
const row = (driver: string, result: LoadResult, bare: LoadResult) =>
  `| ${driver} | ${result.name} | ${result.requestsPerSecond} | ${result.p50} | ${result.p99} | ${result.errors} | ${ratio(result.requestsPerSecond, bare.requestsPerSecond)} |`;

async function prepare(
  driver: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; open: Parameters<typeof openDatabase>[0]; cleanup: () => Promise<void> }> {
  if (driver === 'postgres') {
    const database = await createBenchDatabase('verkstan_bench_field');
    return { env: { DATABASE_URL: database.url }, open: { databaseUrl: database.url }, cleanup: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'verkstan-bench-field-'));
  return {
    env: { DATA_DIR: dataDir, BACKUP_DIR: join(dataDir, 'backups') },
    open: { dataDir },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The bare baseline of the other benches (bench/baseline-server.ts): Fastify answering 50 rows from memory. */
async function bareRoute(port: number, rows: unknown): Promise<LoadResult> {
  const baseline = await startProcess(
    'bench/baseline-server.ts',
    { PORT: String(port), BASELINE_ROWS: JSON.stringify(rows) },
    '/rows',
  );
  try {
    await load({ name: 'warm-up', url: `${baseline.url}/rows`, seconds: 2 });
    return await load({ name: 'bare route, 50 rows from memory', url: `${baseline.url}/rows`, seconds: SECONDS });
  } finally {
    await baseline.stop();
  }
}

async function benchDriver(driver: 'pglite' | 'postgres', port: number, barePort: number) {
  const prepared = await prepare(driver);
  const database = await openDatabase(prepared.open);
  await database.migrate();
  const seeded = await seedFieldWorkshop(database.db, JOBS);
  await database.close();
  const server = await startProcess(
    'dist/server/main.js',
    { ...prepared.env, PORT: String(port), HOST: '127.0.0.1', LIST_CACHE_MB: '0' },
    '/api/health',
  );
  try {
    const owner = { authorization: `Bearer ${seeded.ownerToken}` };
    const mechanic = { authorization: `Bearer ${seeded.mechanicToken}` };
    const packUrl = `${server.url}/api/field/today`;
    const pack = (await (await fetch(packUrl, { headers: mechanic })).json()) as {
      workOrders: unknown[];
      parts: unknown[];
    };
    const sizes = {
      json: await wireBytes(packUrl, mechanic),
      gzip: await wireBytes(packUrl, { ...mechanic, 'accept-encoding': 'gzip' }),
      br: await wireBytes(packUrl, { ...mechanic, 'accept-encoding': 'br' }),
    };
    const single = await medianMs(packUrl, { ...mechanic, 'accept-encoding': 'br' });

    let counter = 0;
    const body = () =>
      JSON.stringify({
        workOrderNumber: `F-${driver}-${(counter += 1)}`,
        title: 'Service 500 h',
        customerNumber: 'K-1',
        vehicleCategory: 'Traktor',
        workCategory: 'Service',
      });
    const create = `${server.url}/api/workorders`;
    await load({ name: 'warm-up', url: create, method: 'POST', headers: owner, body, seconds: 2 });
    const plain = await load({
      name: 'POST /api/workorders, no key',
      url: create,
      method: 'POST',
      headers: owner,
      body,
      seconds: SECONDS,
    });
    const keyed = await load({
      name: 'POST /api/workorders, a fresh Idempotency-Key each',
      url: create,
      method: 'POST',
      headers: owner,
      body,
      requestHeaders: () => ({ 'idempotency-key': `bench-${driver}-${(counter += 1)}` }),
      seconds: SECONDS,
    });
    const brotli = { ...mechanic, 'accept-encoding': 'br' };
    await load({ name: 'warm-up', url: packUrl, headers: brotli, seconds: 2 });
    const packLoad = await load({
      name: `GET /api/field/today (br), ${JOBS} jobs, 5 000 parts`,
      url: packUrl,
      headers: brotli,
      seconds: SECONDS,
    });
    const list = await load({
      name: 'GET /api/workorders?limit=50 (br), list cache off',
      url: `${server.url}/api/workorders?limit=50`,
      headers: { ...owner, 'accept-encoding': 'br' },
      seconds: SECONDS,
    });
    const rows50 = await (await fetch(`${server.url}/api/workorders?limit=50`, { headers: owner })).json();
    await server.stop();
    // As the product runs: the list cache on, so the parts register (most of the pack) is read once.
    const cached = await startProcess(
      'dist/server/main.js',
      { ...prepared.env, PORT: String(port), HOST: '127.0.0.1' },
      '/api/health',
    );
    const packKept = await (async () => {
      try {
        const url = `${cached.url}/api/field/today`;
        await load({ name: 'warm-up', url, headers: brotli, seconds: 2 });
        return await load({
          name: `GET /api/field/today (br), ${JOBS} jobs, 5 000 parts, list cache on (the parts register kept)`,
          url,
          headers: brotli,
          seconds: SECONDS,
        });
      } finally {
        await cached.stop();
      }
    })();
    const bare = await bareRoute(barePort, rows50);
    return {
      rows: [bare, plain, keyed, packLoad, packKept, list].map((result) => row(driver, result, bare)),
      notes: [
        `- ${driver}: the pack holds ${pack.workOrders.length} jobs and ${pack.parts.length} parts: ${kb(sizes.json)} as JSON, ${kb(sizes.gzip)} gzip, ${kb(sizes.br)} brotli on the wire; one device alone waits ${single} ms (median of 15)`,
        `- ${driver}: the Idempotency-Key's cost: ${keyed.requestsPerSecond} against ${plain.requestsPerSecond} creates/s (ratio ${ratio(keyed.requestsPerSecond, plain.requestsPerSecond)})`,
        `- ${driver}: the pack against the work order list with the cache off: ${ratio(packLoad.requestsPerSecond, list.requestsPerSecond)} of its requests/s, p99 ${packLoad.p99} ms against ${list.p99} ms; with the parts register kept ${ratio(packKept.requestsPerSecond, list.requestsPerSecond)}, p99 ${packKept.p99} ms`,
      ],
    };
  } finally {
    // Stopped already when the figures were taken; stopped here when one failed.
    if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
    await prepared.cleanup();
  }
}

/** The figures as a table and notes, for bench/run.ts and bench/field-run.ts. */
export async function fieldFigures(port: number): Promise<string[]> {
  const rows: string[] = [];
  const notes: string[] = [];
  for (const [index, driver] of drivers.entries()) {
    const figures = await benchDriver(driver, port + index, port + drivers.length + index);
    rows.push(...figures.rows);
    notes.push(...figures.notes);
  }
  return [
    `Working without signal (issue 49), ${SECONDS} s per figure, 32 connections; ratio: requests/s against the bare route's in the same run:`,
    '',
    '| database | call | requests/s | p50 ms | p99 ms | errors | ratio to bare |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    ...notes,
  ];
}

import { swedishDate } from '../src/shared/dates';
import { freshenDueState } from '../src/server/service-plans/due-state';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { createBenchDatabase } from './database';
import { load, type LoadResult } from './load';
import { closedLoop, openLoop, type Call, type MixFigures } from './mix';
import {
  cpuPerRequest,
  cpuText,
  memoryMegabytes,
  startProcess,
  type CpuPerRequest,
  type RunningServer,
} from './processes';
import { seedTenants, type Tenant } from './tenants-seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TENANTS = Number(process.env.BENCH_TENANTS ?? 1000);
/** What one workshop in work sends: a few people, an action each every 20 s or so, three calls an action. */
const PER_WORKSHOP_PER_SECOND = 0.5;

const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * What people do, by weight: the lists and the overview most, searches, opening a record, writes that
 * empty their workshop's cached pages, now and then a PDF. Each call for a workshop drawn at random.
 */
function mixOf(tenants: Tenant[]): () => Call {
  let written = 0;
  const kinds: Array<[number, (tenant: Tenant) => Omit<Call, 'token'>]> = [
    [14, () => ({ name: 'GET /api/workorders?limit=50', method: 'GET', path: '/api/workorders?limit=50' })],
    [6, () => ({ name: 'GET /api/invoice?limit=50', method: 'GET', path: '/api/invoice?limit=50' })],
    [5, () => ({ name: 'GET /api/customers?limit=50', method: 'GET', path: '/api/customers?limit=50' })],
    [5, () => ({ name: 'GET /api/machines?limit=50', method: 'GET', path: '/api/machines?limit=50' })],
    [3, () => ({ name: 'GET /api/parts?limit=50', method: 'GET', path: '/api/parts?limit=50' })],
    [
      8,
      () => ({
        name: 'overview: GET /api/workorders?limit=3 …status=pending&limit=1',
        method: 'GET',
        path: random(['/api/workorders?limit=3', '/api/workorders?status=pending&limit=1']),
      }),
    ],
    [
      6,
      () => ({
        name: 'overview: GET /api/invoice?limit=3 …status=paid&limit=1',
        method: 'GET',
        path: random(['/api/invoice?limit=3', '/api/invoice?status=paid&limit=1']),
      }),
    ],
    [3, () => ({ name: 'overview: GET /api/insights/summary', method: 'GET', path: '/api/insights/summary' })],
    [3, () => ({ name: 'GET /api/service-due?limit=50', method: 'GET', path: '/api/service-due?limit=50' })],
    [2, () => ({ name: 'GET /api/receivables?limit=50', method: 'GET', path: '/api/receivables?limit=50' })],
    [
      4,
      () => ({
        name: 'GET /api/customers?q=…',
        method: 'GET',
        path: `/api/customers?q=${encodeURIComponent(random(['ängby', 'schakt 1', 'luleå', 'k-12']))}`,
      }),
    ],
    [
      4,
      () => ({
        name: 'GET /api/machines?q=…',
        method: 'GET',
        path: `/api/machines?q=${encodeURIComponent(random(['volvo', 'ec2', 'sn1', 'cat']))}`,
      }),
    ],
    [
      3,
      () => ({
        name: 'GET /api/parts?q=…',
        method: 'GET',
        path: `/api/parts?q=${encodeURIComponent(random(['hydraulfilter', 'oljefilter 1', 'p0001', 'slang']))}`,
      }),
    ],
    [
      10,
      (tenant) => ({
        name: 'GET /api/workorders/{id}',
        method: 'GET',
        path: `/api/workorders/${random(tenant.workOrderIds)}`,
      }),
    ],
    [
      5,
      (tenant) => ({
        name: 'GET /api/invoice/{id}',
        method: 'GET',
        path: `/api/invoice/${random(tenant.invoiceIds)}`,
      }),
    ],
    [4, () => ({ name: 'GET /api/user/profile', method: 'GET', path: '/api/user/profile' })],
    [
      6,
      (tenant) => ({
        name: 'POST /api/workorders',
        method: 'POST',
        path: '/api/workorders',
        body: JSON.stringify({
          workOrderNumber: `B-${process.pid}-${(written += 1)}`,
          title: 'Service 500 h',
          customerNumber: tenant.customerNumber,
          vehicleCategory: 'Grävmaskin',
          workCategory: 'Service',
        }),
      }),
    ],
    [
      1,
      (tenant) => ({
        name: 'GET /api/invoice/{id}/pdf',
        method: 'GET',
        path: `/api/invoice/${random(tenant.invoiceIds)}/pdf`,
      }),
    ],
  ];
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    const tenant = random(tenants);
    let draw = Math.random() * total;
    for (const [weight, make] of kinds) {
      draw -= weight;
      if (draw < 0) return { ...make(tenant), token: tenant.token };
    }
    return { ...kinds[0]![1](tenant), token: tenant.token };
  };
}

const row = (
  name: string,
  figures: { requestsPerSecond?: number; count?: number; p50: number; p99: number; errors: number },
  extra: string,
  ratio = '',
) =>
  `| ${name} | ${figures.requestsPerSecond ?? figures.count} | ${figures.p50} | ${figures.p99} | ${figures.errors} | ${extra} | ${ratio} |`;

function mixTable(figures: MixFigures, seconds: number, bare: MixFigures): string[] {
  return [
    '| call | requests/s | p50 ms | p99 ms | errors | from the cache | ratio to bare |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row(
      'all calls',
      figures,
      `${share(
        figures.calls.reduce((a, c) => a + c.fromCache, 0),
        figures.calls.reduce((a, c) => a + c.cacheable, 0),
      )}`,
      (figures.requestsPerSecond / bare.requestsPerSecond).toFixed(2),
    ),
    ...figures.calls.map((call) =>
      row(
        call.name,
        { ...call, requestsPerSecond: Math.round(call.count / seconds) },
        call.cacheable ? share(call.fromCache, call.cacheable) : 'never cached',
      ),
    ),
  ];
}

const share = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${Math.round((part / whole) * 100)} %`);

/** The multi-workshop benchmark (issue 30): lines of Markdown for a dated file of docs/performance/. */
export async function tenantFigures(port: number): Promise<string[]> {
  const lines: string[] = [];
  const log = (line: string) => console.error(`[tenants] ${line}`);
  const database = await createBenchDatabase('verkstan_tenants');
  try {
    const handle = await openDatabase({ databaseUrl: database.url });
    await handle.migrate();
    await handle.close();
    const started = Date.now();
    const tenants = await seedTenants(database.url, TENANTS, log);
    await keepDueState(database.url, tenants, log);
    const sizes = tenants.map((tenant) => tenant.workOrders).sort((a, b) => a - b);
    const counts = await sizesOf(database.url);
    log(`seeded ${TENANTS} workshops in ${Math.round((Date.now() - started) / 1000)} s`);
    lines.push(
      `${TENANTS} workshops on one PostgreSQL ${counts.version}: work orders per workshop median ${sizes[Math.floor(sizes.length / 2)]}, ` +
        `largest ${sizes.at(-1)}; in all ${counts.summary}; database ${counts.size}.`,
      '',
    );

    const env = { HOST: '127.0.0.1', DATABASE_URL: database.url };
    const bare = await bareRoute(port + 5, database.url, tenants[0]!);

    // The mix, 32 clients, the list cache on (as deployed).
    const cached = await startProcess('dist/server/main.js', { ...env, PORT: String(port) }, '/api/health');
    const pick = mixOf(tenants);
    await closedLoop(cached.url, pick, 32, 3);
    const { figures: mix, cpu } = await withCpu(cached, () => closedLoop(cached.url, pick, 32, SECONDS));
    lines.push(
      `The mix over all ${TENANTS} workshops, 32 clients, ${SECONDS} s, list cache on; bare route ${bare.requestsPerSecond} requests/s in the same run. ` +
        `CPU ms per request (server, PostgreSQL, load generator): ${cpuLine(cpu)}.`,
      '',
    );
    lines.push(...mixTable(mix, SECONDS, bare), '');

    // How many workshops one server holds: requests arriving at a workshop's pace, more and more of them.
    lines.push(
      `Workshops one server holds (2 cores, PostgreSQL on the same machine): requests arriving at ${PER_WORKSHOP_PER_SECOND} a second per active workshop, the same mix:`,
      '',
      '| active workshops | requests/s offered | answered/s | p50 ms | p99 ms | p99 ms without PDFs | errors | slowest calls (p99 ms) |',
      '|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    let held = 0;
    for (const active of [10, 25, 50, 100, 150, 200, 300, 400, 600, 800, 1000]) {
      const offered = active * PER_WORKSHOP_PER_SECOND;
      const figures = await openLoop(cached.url, pick, offered, Math.max(SECONDS, 20));
      const slowest = [...figures.calls]
        .sort((a, b) => b.p99 - a.p99)
        .slice(0, 3)
        .map((call) => `${call.name.replace(/^GET /, '')} ${call.p99}`)
        .join('; ');
      lines.push(
        `| ${active} | ${offered} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p99} | ${figures.interactive.p99} | ${figures.errors} | ${slowest} |`,
      );
      if (figures.interactive.p99 < 100 && figures.errors === 0) held = active;
      else break;
    }
    lines.push(
      '',
      `One 2-core server holds **${held} active workshops** with p99 < 100 ms for what people wait for on a screen (the last step that met it; PDF downloads, about 1 % of the mix, counted apart).`,
      '',
    );
    const memory = memoryMegabytes(cached.process.pid!);
    await cached.stop();

    // The database path: every read as the first read after a write.
    const uncached = await startProcess(
      'dist/server/main.js',
      { ...env, PORT: String(port + 1), LIST_CACHE_MB: '0' },
      '/api/health',
    );
    const listLoad = (path: string, seconds: number) =>
      load({
        name: path,
        url: `${uncached.url}${path}`,
        seconds,
        pick: () => ({ path, headers: { authorization: `Bearer ${random(tenants).token}` } }),
      });
    await listLoad('/api/workorders?limit=50', 3);
    lines.push(
      `The database path, list cache off, 32 connections of autocannon (as \`npm run bench\`), each request for a random one of the ${TENANTS} workshops:`,
      '',
    );
    lines.push(
      '| call | requests/s | p50 ms | p99 ms | errors | CPU ms per request: server, PostgreSQL, load generator | ratio to bare |',
      '|---|---:|---:|---:|---:|---|---:|',
      row('bare route (50 rows from memory)', bare.autocannon, cpuLine(bare.autocannonCpu), '1.00'),
    );
    for (const path of [
      '/api/workorders?limit=50',
      '/api/invoice?limit=50',
      '/api/customers?limit=50',
      '/api/machines?limit=50',
      '/api/parts?limit=50',
    ]) {
      const { result, cpu } = await cpuPerRequest(
        uncached.process.pid!,
        () => listLoad(path, SECONDS),
        (figures) => figures.requestsPerSecond * SECONDS,
      );
      lines.push(
        row(
          `GET ${path}`,
          result,
          cpuLine(cpu),
          (result.requestsPerSecond / bare.autocannon.requestsPerSecond).toFixed(2),
        ),
      );
    }
    await uncached.stop();
    lines.push('', `- server memory after the mix: ${memory.total} MB in all (largest process ${memory.largest} MB)`);
    return lines;
  } finally {
    await database.drop();
  }
}

/** Rows written by SQL have no kept service status yet; the app writes it on a workshop's first read (docs/decisions/029), here before the clock starts. */
async function keepDueState(databaseUrl: string, tenants: Tenant[], log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const handle = await openDatabase({ databaseUrl });
  try {
    for (const tenant of tenants) await freshenDueState(handle.db, tenant.id, swedishDate());
    // That write leaves every old row version behind; cleaned before the clock starts, not by autovacuum during it.
    await handle.db.execute(sql`vacuum analyze service_intervals, machines`);
  } finally {
    await handle.close();
  }
  log(`kept service status written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The bare route in the same run: Fastify answering one workshop's 50 work orders from memory. */
async function bareRoute(
  port: number,
  databaseUrl: string,
  tenant: Tenant,
): Promise<MixFigures & { cpu: CpuPerRequest; autocannon: LoadResult; autocannonCpu: CpuPerRequest }> {
  const server = await startProcess(
    'dist/server/main.js',
    { HOST: '127.0.0.1', DATABASE_URL: databaseUrl, PORT: String(port + 1) },
    '/api/health',
  );
  const rows = await (
    await fetch(`${server.url}/api/workorders?limit=50`, {
      headers: { authorization: `Bearer ${tenant.token}` },
    })
  ).json();
  await server.stop();
  const baseline: RunningServer = await startProcess(
    'bench/baseline-server.ts',
    { PORT: String(port), BASELINE_ROWS: JSON.stringify(rows) },
    '/rows',
  );
  const bare = () => ({ name: 'bare', method: 'GET' as const, path: '/rows' });
  await closedLoop(baseline.url, bare, 32, 2);
  const { figures, cpu } = await withCpu(baseline, () => closedLoop(baseline.url, bare, 32, SECONDS));
  // The same route loaded by autocannon, for the database path's ratios.
  const { result: autocannon, cpu: autocannonCpu } = await cpuPerRequest(
    baseline.process.pid!,
    () => load({ name: 'bare', url: `${baseline.url}/rows`, seconds: SECONDS }),
    (result) => result.requestsPerSecond * SECONDS,
  );
  await baseline.stop();
  return { ...figures, cpu, autocannon, autocannonCpu };
}

const cpuLine = cpuText;

/** Where the two cores went during a run of the mix. */
async function withCpu(
  server: RunningServer,
  run: () => Promise<MixFigures>,
): Promise<{ figures: MixFigures; cpu: CpuPerRequest }> {
  const { result, cpu } = await cpuPerRequest(server.process.pid!, run, (figures) =>
    figures.calls.reduce((sum, call) => sum + call.count, 0),
  );
  return { figures: result, cpu };
}

async function sizesOf(databaseUrl: string): Promise<{ summary: string; size: string; version: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = [
      'customers',
      'machines',
      'service_intervals',
      'work_orders',
      'invoices',
      'invoice_lines',
      'payments',
      'time_entries',
      'parts',
      'part_movements',
    ];
    const counts = await client.query<Record<string, string>>(
      `select ${tables.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')}`,
    );
    const size = await client.query<{ size: string; version: string }>(
      `select pg_size_pretty(pg_database_size(current_database())) as size, current_setting('server_version') as version`,
    );
    const summary = tables
      .map((table) => `${Number(counts.rows[0]![table]).toLocaleString('en')} ${table.replace(/_/g, ' ')}`)
      .join(', ');
    return { summary, size: size.rows[0]!.size, version: size.rows[0]!.version };
  } finally {
    await client.end();
  }
}

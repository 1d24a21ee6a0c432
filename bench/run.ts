/**
 * npm run bench: seeds one workshop with 10,000 work orders, 10,000 invoices, 2,000 customers and 5,000
 * machines (and 50 others),
 * loads the API with autocannon on PGlite and on PostgreSQL, and compares every figure with a bare
 * Fastify baseline measured in the same run. Then 1 000 workshops on one PostgreSQL (bench/tenants.ts),
 * the web bundle and the landing page's LCP.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { measureBundle } from './bundle';
import { measureLcp } from './lcp';
import { lighthouseTable, LIGHTHOUSE_PAGES, measureWithLighthouse, type LighthouseFigures } from './lighthouse';
import { seedCustomerLinkPages } from './link-pages';
import { load, type LoadOptions, type LoadResult } from './load';
import { invoicePdfUrl, listDuringPdfDownloads, pdfCpuMilliseconds } from './pdf';
import {
  cpuPerRequest,
  cpuText,
  memoryMegabytes,
  startProcess,
  webAssemblyMegabytes,
  type CpuPerRequest,
} from './processes';
import { listDuringMailDelivery } from './mail';
import { quoteFigures } from './quotes';
import {
  keepSeededState,
  seedJobHistory,
  seedMoney,
  seedOrganisation,
  seedParts,
  seedRegisters,
  seedTime,
} from './seed';
import { importFigures } from './money';
import { embeddedDataFigures, serverDataFigures, type DataFigures } from './data';
import { addFileFigures } from './files';
import { tenantFigures } from './tenants';
import { planningFigures } from './planning';
import { fieldFigures } from './field';
import { createBenchDatabase } from './database';
import { addDays, mondayOf, swedishDate } from '../src/shared/dates';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;

const workOrderBody = (prefix: string) => {
  let counter = 0;
  return () => {
    counter += 1;
    return JSON.stringify({
      workOrderNumber: `${prefix}-${counter}`,
      title: 'Service 500 h',
      customerNumber: 'K-1',
      vehicleCategory: 'Traktor',
      workCategory: 'Service',
    });
  };
};

/**
 * The list read by 31 connections while one more keeps creating work orders in the same workshop:
 * every write empties the workshop's cached pages, so this is the cache under a busy shop.
 */
async function readsDuringWrites(
  listUrl: string,
  createUrl: string,
  headers: Record<string, string>,
  body: () => string,
): Promise<LoadResult> {
  const [reads, writes] = await Promise.all([
    load({ name: 'reads', url: listUrl, headers, connections: 31, seconds: SECONDS }),
    load({ name: 'writes', url: createUrl, method: 'POST', headers, body, connections: 1, seconds: SECONDS }),
  ]);
  return {
    ...reads,
    name: `GET /api/workorders?limit=50 while another client creates ${writes.requestsPerSecond} work orders/s`,
    errors: reads.errors + writes.errors,
  };
}

interface Row extends LoadResult {
  driver: string;
  ratio: string;
}

async function prepare(driver: 'pglite' | 'postgres') {
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  let cleanup = async () => undefined as void;
  if (driver === 'postgres') {
    const database = await createBenchDatabase('verkstan_bench');
    databaseUrl = database.url;
    cleanup = database.drop;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'verkstan-bench-'));
    cleanup = async () => rmSync(dataDir!, { recursive: true, force: true });
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.migrate();
  const started = Date.now();
  const main = await seedOrganisation(database.db, 'main', 10_000, 10_000);
  await seedRegisters(database.db, main.organisationId, 2_000, 5_000);
  await seedParts(database.db, main.organisationId, 20_000, 25);
  const time = await seedTime(database.db, main.organisationId, 100_000);
  const history = await seedJobHistory(database.db, main.organisationId);
  for (let index = 0; index < 50; index++) await seedOrganisation(database.db, `other-${index}`, 100, 100);
  const small = await seedOrganisation(database.db, 'small', 1_000, 0);
  const large = await seedOrganisation(database.db, 'large', 100_000, 0);
  const money = await seedMoney(database.db, 'money', 100_000);
  await keepSeededState(database.db);
  // The seeds rewrite whole tables (100 000 invoices paid, 10 000 jobs put on machines): measured on a
  // table that settled, as autovacuum leaves it, not on the row versions the rewrite left behind (the
  // local server runs without autovacuum; measured: receivables read 74 466 index entries for 7 800 open invoices).
  await database.db.execute(sql`vacuum analyze`);
  console.error(`[${driver}] seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  await database.close();
  return { databaseUrl, dataDir, main, small, large, time, history, money, cleanup };
}

/** The list and POST figures of two servers on one database, each loaded by half the clients, against one server's. */
async function twoServers(
  env: Record<string, string>,
  port: number,
  token: string,
  driver: string,
  oneServer: LoadResult[],
): Promise<Row[]> {
  const servers = [
    await startProcess('dist/server/main.js', { ...env, PORT: String(port), WEB_CONCURRENCY: '1' }, '/api/health'),
    await startProcess('dist/server/main.js', { ...env, PORT: String(port + 1), WEB_CONCURRENCY: '1' }, '/api/health'),
  ];
  const headers = { authorization: `Bearer ${token}` };
  const both = async (name: string, path: string, method: 'GET' | 'POST' = 'GET') => {
    const halves = await Promise.all(
      servers.map((server, index) =>
        load({
          name,
          url: `${server.url}${path}`,
          method,
          headers,
          connections: 16,
          seconds: SECONDS,
          ...(method === 'POST' ? { body: workOrderBody(`T${index}${driver}`) } : {}),
        }),
      ),
    );
    return {
      name,
      requestsPerSecond: halves[0]!.requestsPerSecond + halves[1]!.requestsPerSecond,
      p50: Math.max(...halves.map((half) => half.p50)),
      p99: Math.max(...halves.map((half) => half.p99)),
      errors: halves[0]!.errors + halves[1]!.errors,
    };
  };
  for (const server of servers)
    await load({ name: 'warm-up', url: `${server.url}/api/workorders?limit=50`, headers, seconds: 2 });
  const list = await both('two servers: GET /api/workorders?limit=50, 16 clients each', '/api/workorders?limit=50');
  const create = await both(
    'two servers: POST /api/workorders, 16 clients each (each write waits for the other server)',
    '/api/workorders',
    'POST',
  );
  for (const server of servers) await server.stop();
  const [oneList, oneCreate] = oneServer;
  return [
    {
      ...list,
      driver,
      ratio: `${(list.requestsPerSecond / oneList!.requestsPerSecond).toFixed(2)} of one server`,
    },
    {
      ...create,
      driver,
      ratio: `${(create.requestsPerSecond / oneCreate!.requestsPerSecond).toFixed(2)} of one server`,
    },
  ];
}

async function benchDriver(
  driver: 'pglite' | 'postgres',
  port: number,
): Promise<{
  rows: Row[];
  memory: { total: number; largest: number; idle: number; wasm: number; idleWasm: number };
  lcp?: number;
  lighthouse?: LighthouseFigures[];
  money: string;
  data: string[];
}> {
  const prepared = await prepare(driver);
  const env: Record<string, string> = { PORT: String(port), HOST: '127.0.0.1' };
  if (prepared.databaseUrl) env.DATABASE_URL = prepared.databaseUrl;
  if (prepared.dataDir) env.DATA_DIR = prepared.dataDir;
  // Inside the data folder (a backup leaves it out of itself), removed with it.
  if (prepared.dataDir) env.BACKUP_DIR = join(prepared.dataDir, 'backups');
  const server = await startProcess('dist/server/main.js', env, '/api/health');
  const idle = {
    total: memoryMegabytes(server.process.pid!).total,
    wasm: webAssemblyMegabytes(server.process.pid!),
  };
  const auth = { authorization: `Bearer ${prepared.main.token}` };
  const rows50 = await (await fetch(`${server.url}/api/workorders?limit=50`, { headers: auth })).json();
  const partId = (
    (await (await fetch(`${server.url}/api/parts?q=p010000`, { headers: auth })).json()) as Array<{
      id: string;
    }>
  )[0]!.id;

  const baselineEnv: Record<string, string> = {
    PORT: String(port + 1),
    BASELINE_ROWS: JSON.stringify(rows50),
    BASELINE_ORGANISATION_ID: prepared.main.organisationId,
  };
  if (prepared.databaseUrl) baselineEnv.DATABASE_URL = prepared.databaseUrl;
  const baseline = await startProcess('bench/baseline-server.ts', baselineEnv, '/rows');

  // Warm both up (JIT, connection pools) before measuring.
  await load({ name: 'warm-up', url: `${server.url}/api/workorders?limit=50`, headers: auth, seconds: 2 });
  await load({ name: 'warm-up', url: `${baseline.url}/rows`, seconds: 2 });

  const bareRows = await load({
    name: 'bare route, 50 rows from memory',
    url: `${baseline.url}/rows`,
    seconds: SECONDS,
  });
  const bareInsert = prepared.databaseUrl
    ? await load({
        name: 'bare route, single-row INSERT',
        url: `${baseline.url}/insert`,
        method: 'POST',
        body: () => '{}',
        seconds: SECONDS,
      })
    : null;
  await baseline.stop();

  /** The list figures against one server: the workshop's two lists, then work orders at 1 000 and 100 000 rows. */
  const listLoads = async (
    baseUrl: string,
    label = '',
    loader: (options: LoadOptions) => Promise<LoadResult> = load,
  ) => {
    const read = (name: string, path: string, token: string) =>
      loader({
        name: `${name}${label}`,
        url: `${baseUrl}${path}`,
        headers: { authorization: `Bearer ${token}` },
        seconds: SECONDS,
      });
    return [
      await read('GET /api/workorders?limit=50', '/api/workorders?limit=50', prepared.main.token),
      await read('GET /api/invoice?limit=50', '/api/invoice?limit=50', prepared.main.token),
      await read('GET /api/workorders?limit=50 at 1,000 rows', '/api/workorders?limit=50', prepared.small.token),
      await read('GET /api/workorders?limit=50 at 100,000 rows', '/api/workorders?limit=50', prepared.large.token),
      ...(label
        ? [
            await read(
              'GET /api/service-due?limit=50 (15 000 intervals)',
              '/api/service-due?limit=50',
              prepared.main.token,
            ),
          ]
        : []),
    ];
  };

  const measured = [
    ...(await listLoads(server.url)),
    await load({
      name: 'POST /api/workorders',
      url: `${server.url}/api/workorders`,
      method: 'POST',
      headers: auth,
      body: workOrderBody(`B${driver}`),
      seconds: SECONDS,
    }),
    await readsDuringWrites(
      `${server.url}/api/workorders?limit=50`,
      `${server.url}/api/workorders`,
      auth,
      workOrderBody(`M${driver}`),
    ),
    await load({
      name: 'GET /api/user/profile',
      url: `${server.url}/api/user/profile`,
      headers: auth,
      seconds: SECONDS,
    }),
    // The registers are never cached: every search goes to the database (5 000 machines, 2 000 customers).
    await load({
      name: 'GET /api/machines?q=part of a registration number',
      url: `${server.url}/api/machines?q=hc34`,
      headers: auth,
      seconds: SECONDS,
    }),
    await load({
      name: 'GET /api/machines?q=part of a serial number',
      url: `${server.url}/api/machines?q=n10348`,
      headers: auth,
      seconds: SECONDS,
    }),
    await load({
      name: 'GET /api/customers?q=part of a name',
      url: `${server.url}/api/customers?q=${encodeURIComponent('ängby schakt 12')}`,
      headers: auth,
      seconds: SECONDS,
    }),
    await load({
      name: 'GET /api/customers (first page of 2 000, Swedish order)',
      url: `${server.url}/api/customers?limit=50`,
      headers: auth,
      seconds: SECONDS,
    }),
    // Service plans: 5 000 machines × 3 intervals, every status computed per read (the list to book is cached, the filter is not).
    await load({
      name: 'GET /api/service-due?limit=50 (15 000 intervals)',
      url: `${server.url}/api/service-due?limit=50`,
      headers: auth,
      seconds: SECONDS,
    }),
    await load({
      name: 'GET /api/machines?serviceStatus=overdue&limit=50 (15 000 intervals)',
      url: `${server.url}/api/machines?serviceStatus=overdue&limit=50`,
      headers: auth,
      seconds: SECONDS,
    }),
    await load({
      name: 'GET /api/machines?limit=50 with their service status',
      url: `${server.url}/api/machines?limit=50`,
      headers: auth,
      seconds: SECONDS,
    }),
    // The store: 20 000 parts and 500 000 movements, never cached.
    await load({
      name: 'GET /api/parts?limit=50 (20 000 parts)',
      url: `${server.url}/api/parts?limit=50`,
      headers: auth,
      seconds: SECONDS,
    }),
    await load({
      name: 'GET /api/parts?q=part of a name',
      url: `${server.url}/api/parts?q=${encodeURIComponent('hydraulfilter 12')}`,
      headers: auth,
      seconds: SECONDS,
    }),
    await load({
      name: 'GET /api/parts?belowReorder=true&limit=50',
      url: `${server.url}/api/parts?belowReorder=true&limit=50`,
      headers: auth,
      seconds: SECONDS,
    }),
    // What customers owe (issue 26), kept like the lists' pages until the workshop's next write.
    await load({
      name: `GET /api/receivables?limit=50 (100 000 invoices, ${prepared.money.openOcrs.length} open)`,
      url: `${server.url}/api/receivables?limit=50`,
      headers: { authorization: `Bearer ${prepared.money.token}` },
      seconds: SECONDS,
    }),
    // Fakturakontroll as the office reads it: kept per workshop and day until the workshop's next write.
    await load({
      name: 'GET /api/insights?limit=50',
      url: `${server.url}/api/insights?limit=50`,
      headers: auth,
      seconds: SECONDS,
    }),
    await load({
      name: 'GET /api/parts/{id}/movements?limit=50 (500 000 movements)',
      url: `${server.url}/api/parts/${partId}/movements?limit=50`,
      headers: auth,
      seconds: SECONDS,
    }),
  ];
  // PDFs are laid out in worker threads: the list beside two clients downloading a 200-line invoice.
  // The invoice in the workshop seeded without invoices: the seed writes invoices past the number series.
  const pdfUrl = await invoicePdfUrl(server.url, prepared.small.token, 200);
  const pdfLoad = await listDuringPdfDownloads(
    `${server.url}/api/workorders?limit=50`,
    prepared.main.token,
    pdfUrl,
    prepared.small.token,
    SECONDS,
  );
  const memory = {
    ...memoryMegabytes(server.process.pid!),
    idle: idle.total,
    wasm: webAssemblyMegabytes(server.process.pid!),
    idleWasm: idle.wasm,
  };
  const lcp = driver === 'pglite' && existsSync('/usr/bin/chromium') ? await measureLcp(`${server.url}/`) : undefined;
  // As a phone on slow 4G measures the product (npm start runs the embedded database), the seeded workshop logged in.
  const lighthouse =
    driver === 'pglite' && existsSync('/usr/bin/chromium')
      ? await measureWithLighthouse(
          server.url,
          [
            ...LIGHTHOUSE_PAGES,
            // The customer's links (bench/link-pages.ts); a failure to make them leaves the rest measured.
            ...(await seedCustomerLinkPages(`${server.url}/api`, prepared.main.token).catch((error: unknown) => {
              console.error('the customer’s links were not made:', error);
              return [];
            })),
          ],
          prepared.main.token,
        )
      : undefined;
  await server.stop();

  // Every read as the first read after a write: what the database path itself achieves.
  const uncached = await startProcess(
    'dist/server/main.js',
    { ...env, PORT: String(port + 2), LIST_CACHE_MB: '0' },
    '/api/health',
  );
  await load({ name: 'warm-up', url: `${uncached.url}/api/workorders?limit=50`, headers: auth, seconds: 2 });
  // Where the cores go on the database path: CPU per request of the server, PostgreSQL and the load.
  const cpuOf = new Map<string, CpuPerRequest>();
  const uncachedLoad = async (options: LoadOptions) => {
    const { result, cpu } = await cpuPerRequest(
      uncached.process.pid!,
      () => load(options),
      (figures) => figures.requestsPerSecond * (options.seconds ?? SECONDS),
    );
    cpuOf.set(result.name, cpu);
    return result;
  };
  // Time (issue 25), never cached, measured before the service list whose slow answers outlast its load: last week's report of ten people over 100 000 entries and 2 000 shifts, and a draft of 200 entries.
  const lastMonday = mondayOf(addDays(swedishDate(), -7));
  measured.push(
    await uncachedLoad({
      name: 'GET /api/time/report (a week, 10 members, 100 000 entries), list cache off',
      url: `${uncached.url}/api/time/report?from=${lastMonday}&to=${addDays(lastMonday, 6)}`,
      headers: auth,
      seconds: SECONDS,
    }),
    await uncachedLoad({
      name: 'GET /api/workorders/{id}/invoice-draft (200 entries), list cache off',
      url: `${uncached.url}/api/workorders/${prepared.time.draftWorkOrderId}/invoice-draft`,
      headers: auth,
      seconds: SECONDS,
    }),
  );
  measured.push(...(await listLoads(uncached.url, ', list cache off', uncachedLoad)));
  // The cold paths of issue 30, every one to the database: the machine list with its service status and
  // its filter, the registers' searches and the low-stock filter.
  for (const [name, path] of [
    ['GET /api/machines?limit=50 with their service status', '/api/machines?limit=50'],
    [
      'GET /api/machines?serviceStatus=overdue&limit=50 (15 000 intervals)',
      '/api/machines?serviceStatus=overdue&limit=50',
    ],
    ['GET /api/machines?q=part of a registration number', '/api/machines?q=hc34'],
    ['GET /api/parts?q=part of a name', `/api/parts?q=${encodeURIComponent('hydraulfilter 12')}`],
    ['GET /api/parts?belowReorder=true&limit=50', '/api/parts?belowReorder=true&limit=50'],
  ]) {
    measured.push(
      await uncachedLoad({
        name: `${name}, list cache off`,
        url: `${uncached.url}${path}`,
        headers: auth,
        seconds: SECONDS,
      }),
    );
  }
  // The assistant (issue 28), never cached: suggestions for a job on a machine with earlier jobs, and
  // Fakturakontroll over the workshop's 10 000 jobs, 10 000 invoices, 100 000 time entries and 20 000 parts.
  measured.push(
    await uncachedLoad({
      name: 'GET /api/workorders/{id}/suggestions (10 000 jobs on 5 000 machines)',
      url: `${uncached.url}/api/workorders/${prepared.history.workOrderId}/suggestions`,
      headers: auth,
      seconds: SECONDS,
    }),
    await uncachedLoad({
      name: 'GET /api/insights?limit=50, list cache off',
      url: `${uncached.url}/api/insights?limit=50`,
      headers: auth,
      seconds: SECONDS,
    }),
    // The overview's card: the count and the öre at stake.
    await uncachedLoad({
      name: 'GET /api/insights/summary, list cache off',
      url: `${uncached.url}/api/insights/summary`,
      headers: auth,
      seconds: SECONDS,
    }),
  );
  // Getting paid (issue 26): what customers owe, over 100 000 invoices, never cached; after the lists,
  // whose figures its slow answers would otherwise disturb.
  measured.push(
    await uncachedLoad({
      name: `GET /api/receivables?limit=50 (100 000 invoices, ${prepared.money.openOcrs.length} open), list cache off`,
      url: `${uncached.url}/api/receivables?limit=50`,
      headers: { authorization: `Bearer ${prepared.money.token}` },
      seconds: SECONDS,
    }),
  );
  const moneyFigures = await importFigures(
    uncached.url,
    uncached.process.pid!,
    prepared.money.token,
    prepared.money.openOcrs,
  );
  // Backups, restore and the export (issue 29), with the list cache off: the backup's copy holds the database still.
  const data: DataFigures = prepared.dataDir
    ? await embeddedDataFigures(
        uncached,
        prepared.main.token,
        prepared.dataDir,
        join(prepared.dataDir, 'backups'),
        SECONDS,
      )
    : { loads: [], lines: await serverDataFigures(prepared.databaseUrl!) };
  await addFileFigures(data, uncached, prepared.main.token, port + 7, SECONDS);
  await uncached.stop();
  // The mail sender beside the list (issue 24): 1 000 invitations queued, delivered to a local SMTP server.
  const mail = await listDuringMailDelivery(env, port + 5, prepared.main.token, SECONDS);
  // The customer's link and page, and 1 000 quotes by mail and SMS beside the list (issue 46).
  const quotes = (
    await quoteFigures(env, port + 7, bareRows, SECONDS).catch((error: unknown) => {
      console.error('the quote figures were not measured:', error);
      return [];
    })
  ).map((row) => ({ ...row, driver }));
  const listAndPost = [measured[0]!, measured.find((result) => result.name === 'POST /api/workorders')!];
  const pair = driver === 'postgres' ? await twoServers(env, port + 3, prepared.main.token, driver, listAndPost) : [];
  await prepared.cleanup();

  const ratio = (result: LoadResult, base: LoadResult | null) =>
    base ? (result.requestsPerSecond / base.requestsPerSecond).toFixed(2) : 'n/a';
  const rows: Row[] = [
    { ...bareRows, driver, ratio: '1.00' },
    ...(bareInsert ? [{ ...bareInsert, driver, ratio: '1.00' }] : []),
    ...measured.map((result) => ({
      ...result,
      driver,
      ratio:
        (result.name.startsWith('POST') ? `${ratio(result, bareInsert)} of INSERT` : ratio(result, bareRows)) +
        (cpuOf.has(result.name) ? ` (CPU ms ${cpuText(cpuOf.get(result.name)!)})` : ''),
    })),
    { ...pdfLoad.alone, driver, ratio: 'p99 1.00' },
    {
      ...pdfLoad.during,
      driver,
      ratio: `p99 ${(pdfLoad.during.p99 / Math.max(pdfLoad.alone.p99, 1)).toFixed(1)}× alone`,
    },
    { ...pdfLoad.pdfs, name: `${pdfLoad.pdfs.name} (200 lines, 4 pages)`, driver, ratio: 'n/a' },
    { ...mail.alone, driver, ratio: 'p99 1.00' },
    {
      ...mail.during,
      name: `${mail.during.name} (${mail.delivered})`,
      driver,
      ratio: `p99 ${(mail.during.p99 / Math.max(mail.alone.p99, 1)).toFixed(1)}× alone`,
    },
    ...quotes,
    ...pair,
    ...data.loads.map(({ result, ratio }) => ({
      ...result,
      name: `${result.name}, list cache off`,
      driver,
      ratio,
    })),
  ];
  return {
    rows,
    memory,
    lcp,
    lighthouse,
    money: `${driver}: ${moneyFigures.slice(2)}`,
    data: data.lines.map((line) => `${driver}: ${line}`),
  };
}

async function main() {
  if (!existsSync('dist/web/.vite/manifest.json') || !existsSync('dist/server/main.js'))
    execSync('npm run build', { stdio: 'inherit' });
  const lines = [
    `Verkstan benchmark, ${new Date().toISOString().slice(0, 16)}Z, ${SECONDS} s per figure, 32 connections, Node ${process.version}`,
    '',
    '| database | call | requests/s | p50 ms | p99 ms | errors | ratio to bare |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  const extras: string[] = [];
  let port = 3400;
  for (const driver of drivers) {
    const { rows, memory, lcp, lighthouse, money, data } = await benchDriver(driver, port);
    port += 10;
    for (const row of rows)
      lines.push(
        `| ${row.driver} | ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.ratio} |`,
      );
    extras.push(
      `- ${driver}: server memory after load ${memory.total} MB in all (largest process ${memory.largest} MB; ${memory.idle} MB when started)` +
        (driver === 'pglite'
          ? `, of which PGlite's WebAssembly memory ${memory.wasm} MB (${memory.idleWasm} MB when started)`
          : ''),
    );
    extras.push(`- ${money}`);
    for (const line of data) extras.push(`- ${line}`);
    if (lcp !== undefined)
      extras.push(`- Largest Contentful Paint of / on localhost: ${lcp} ms (median of 5 cold loads)`);
    if (lighthouse)
      extras.push(
        '',
        'Lighthouse 12.8, mobile (slow 4G, 4× CPU), median of 3, on the embedded database:',
        '',
        lighthouseTable(lighthouse),
        '',
      );
  }
  extras.push(
    '- "CPU ms" beside a ratio: CPU time per answered request of the server (its threads included), the local PostgreSQL (0 on PGlite, which runs in the server) and the load generator, in that order',
  );
  extras.push(
    `- CPU per invoice PDF laid out (median of 30, warm): one page ${await pdfCpuMilliseconds(1)} ms, 200 lines ${await pdfCpuMilliseconds(200)} ms`,
  );
  // Many workshops on one PostgreSQL (issue 30): what a hosted installation serves.
  if (drivers.includes('postgres'))
    extras.push(
      '',
      'Many workshops on one PostgreSQL (npm run bench:tenants):',
      '',
      ...(await tenantFigures(port + 20)),
    );
  // The table is printed before the last sections, so a failure there loses none of it.
  console.log(lines.join('\n'));
  extras.push(
    '',
    'Working without signal (npm run bench:field):',
    '',
    ...(await fieldFigures(port + 40).catch((error: unknown) => [`- not measured: ${String(error)}`])),
  );
  extras.push(
    '',
    ...(await planningFigures(port + 60).catch((error: unknown) => [`- not measured: ${String(error)}`])),
  );
  const bundle = measureBundle();
  extras.push(
    `- JavaScript the landing page loads: ${bundle.landingKb} KB gzipped; the logged-in screens add ${bundle.loggedInAddsKb} KB`,
  );
  console.log(['', ...extras].join('\n'));
}

await main();

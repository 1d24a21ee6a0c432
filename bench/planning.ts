import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { addDays, mondayOf, swedishDate } from '../src/shared/dates';
import { createBenchDatabase } from './database';
import { lighthouseTable, measureWithLighthouse } from './lighthouse';
import { load, type LoadResult } from './load';
import { BOOKED_DAYS, seedPlanning, type PlanningWorkshop } from './planning-seed';
import { startProcess } from './processes';

// Issue 48, "Measured": the week's planning board of a workshop with 30 mechanics and 2 000 bookings in
// the month, and a booking moved, each against the bare baseline as the list rows of bench/run.ts.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MECHANICS = 30;
const BOOKINGS = 2_000;

const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const pad = (value: number) => String(value).padStart(2, '0');

/** A move of a random open job to a random day of the month, 07:00–15:00, its bay kept (no version: it always stands). */
function moveOf(workshop: PlanningWorkshop, firstDay: string) {
  const headers = { authorization: `Bearer ${workshop.token}`, 'content-type': 'application/json' };
  return () => {
    const job = random(workshop.movable);
    const day = addDays(firstDay, Math.floor(Math.random() * BOOKED_DAYS));
    const hour = 7 + Math.floor(Math.random() * 7);
    const quarter = pad(15 * Math.floor(Math.random() * 4));
    return {
      path: `/api/workorders/${job.id}/booking`,
      headers,
      body: JSON.stringify({
        start: `${day}T${pad(hour)}:${quarter}`,
        end: `${day}T${pad(hour + 2)}:${quarter}`,
        bayId: job.bayId,
        onSite: job.bayId === null,
      }),
    };
  };
}

async function measureOn(driver: 'pglite' | 'postgres', port: number): Promise<string[]> {
  const monday = mondayOf(swedishDate());
  const firstDay = addDays(monday, -14);
  let databaseUrl: string | undefined;
  let dataDir: string | undefined;
  let cleanup = async () => undefined as void;
  if (driver === 'postgres') {
    const database = await createBenchDatabase('verkstan_bench_planning');
    databaseUrl = database.url;
    cleanup = database.drop;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'verkstan-bench-planning-'));
    cleanup = async () => rmSync(dataDir!, { recursive: true, force: true });
  }
  try {
    const database = await openDatabase({ databaseUrl, dataDir });
    await database.migrate();
    const workshop = await seedPlanning(database.db, firstDay, MECHANICS, BOOKINGS);
    await database.close();
    const env: Record<string, string> = { PORT: String(port), HOST: '127.0.0.1' };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    if (dataDir) Object.assign(env, { DATA_DIR: dataDir, BACKUP_DIR: join(dataDir, 'backups') });
    const server = await startProcess('dist/server/main.js', env, '/api/health');
    const headers = { authorization: `Bearer ${workshop.token}` };
    const week = `/api/planning?from=${monday}&to=${addDays(monday, 6)}`;
    const weekly = (await (await fetch(`${server.url}${week}`, { headers })).json()) as { bookings: unknown[] };
    const rows50 = await (await fetch(`${server.url}/api/workorders?limit=50`, { headers })).json();
    const baseline = await startProcess(
      'bench/baseline-server.ts',
      {
        PORT: String(port + 1),
        BASELINE_ROWS: JSON.stringify(rows50),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl, BASELINE_ORGANISATION_ID: workshop.organisationId } : {}),
      },
      '/rows',
    );
    await load({ name: 'warm-up', url: `${baseline.url}/rows`, seconds: 2 });
    const bare = await load({ name: 'bare route, 50 rows from memory', url: `${baseline.url}/rows`, seconds: SECONDS });
    // A move is a write: beside the read's baseline, the write's (as POST /api/workorders in bench/run.ts).
    const bareInsert = databaseUrl
      ? await load({
          name: 'bare route, single-row INSERT',
          url: `${baseline.url}/insert`,
          method: 'POST',
          body: () => '{}',
          seconds: SECONDS,
        })
      : null;
    await baseline.stop();
    await load({ name: 'warm-up', url: `${server.url}${week}`, headers, seconds: 2 });
    const measured: LoadResult[] = [
      await load({
        name: `GET /api/planning, a week per mechanic (${MECHANICS} mechanics, ${weekly.bookings.length} of ${BOOKINGS} bookings)`,
        url: `${server.url}${week}`,
        headers,
        seconds: SECONDS,
      }),
      await load({
        name: 'GET /api/planning, the same week per bay',
        url: `${server.url}${week}&view=bays`,
        headers,
        seconds: SECONDS,
      }),
      await load({
        name: `PUT /api/workorders/{id}/booking, a move (of ${workshop.movable.length} open jobs)`,
        url: `${server.url}/api/workorders`,
        method: 'PUT',
        pick: moveOf(workshop, firstDay),
        seconds: SECONDS,
      }),
    ];
    // As a phone on slow 4G opens Planering on this workshop (the embedded database, as npm start runs it).
    const lighthouse =
      driver === 'pglite' && existsSync('/usr/bin/chromium') && process.env.BENCH_LIGHTHOUSE !== '0'
        ? await measureWithLighthouse(
            server.url,
            [{ path: `/planning?date=${monday}`, loggedIn: true }],
            workshop.token,
          )
        : null;
    await server.stop();
    const ratio = (result: LoadResult, base = bare) => (result.requestsPerSecond / base.requestsPerSecond).toFixed(2);
    const move = measured.at(-1)!;
    const ratioOf = (row: LoadResult) => {
      if (row === bare) return '1.00';
      if (row === bareInsert) return `${ratio(row)} (the write's baseline)`;
      if (row === move && bareInsert) return `${ratio(row)}; ${ratio(row, bareInsert)} of INSERT`;
      return ratio(row);
    };
    return [
      ...[bare, ...(bareInsert ? [bareInsert] : []), ...measured].map(
        (row) =>
          `| ${driver} | ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${ratioOf(row)} |`,
      ),
      ...(lighthouse
        ? ['', 'Lighthouse, mobile, median of 3, Planering of that workshop:', '', lighthouseTable(lighthouse), '']
        : []),
    ];
  } finally {
    await cleanup();
  }
}

/** The table of issue 48's figures on each database of BENCH_DRIVERS (default both), servers from `port`. */
export async function planningFigures(port: number): Promise<string[]> {
  const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>;
  const lines = [
    `Planning (issue 48), ${SECONDS} s per figure, 32 connections:`,
    '',
    '| database | call | requests/s | p50 ms | p99 ms | errors | ratio to bare |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  const after: string[] = [];
  for (const [index, driver] of drivers.entries()) {
    const [rows, rest] = splitTable(await measureOn(driver, port + index * 5));
    lines.push(...rows);
    after.push(...rest);
  }
  return [...lines, ...after];
}

/** The table's rows first, what follows them (Lighthouse) after the whole table. */
function splitTable(lines: string[]): [string[], string[]] {
  const end = lines.findIndex((line) => !line.startsWith('| '));
  return end < 0 ? [lines, []] : [lines.slice(0, end), lines.slice(end)];
}

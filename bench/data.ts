import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restoreBackup } from '../src/server/backups/restore';
import { load, type LoadResult } from './load';
import { memoryMegabytes, type RunningServer } from './processes';

// Issue 29, measured: a backup and a restore of the benchmark's workshop, the list while backups run,
// and the export's memory against the server's idle memory.

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const folderBytes = (path: string) => Number(execFileSync('du', ['-sb', path], { encoding: 'utf8' }).split('\t')[0]);

export interface DataFigures {
  /** Loads for the table: the list alone and while backups are made back to back. */
  loads: Array<{ result: LoadResult; ratio: string }>;
  /** Sentences for the notes under the table. */
  lines: string[];
}

async function post(url: string, token: string): Promise<{ ms: number; body: { file: string; bytes: number } }> {
  const started = performance.now();
  const answer = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 201) throw new Error(`POST ${url}: ${answer.status} ${await answer.text()}`);
  return {
    ms: Math.round(performance.now() - started),
    body: (await answer.json()) as { file: string; bytes: number },
  };
}

/** The export read to its end as a browser would, its server's resident memory sampled every 50 ms. */
async function exportFigures(server: RunningServer, token: string): Promise<string> {
  const pid = server.process.pid!;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const idle = memoryMegabytes(pid).total;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMegabytes(pid).total)), 50);
  const started = performance.now();
  const answer = await fetch(`${server.url}/api/export/workshop`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  clearInterval(sampler);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `export of the workshop (GET /api/export/workshop, status ${answer.status}): ${megabytes(bytes)} MB ZIP in ${seconds} s; server memory idle ${idle} MB, peak while exporting ${peak} MB (${(peak / Math.max(idle, 1)).toFixed(2)}× idle)`;
}

/**
 * On the embedded database: POST /api/backups timed, its file's size beside the folder's, the list with
 * the cache off alone and while backups run back to back, a restore into a new folder, the export.
 */
export async function embeddedDataFigures(
  server: RunningServer,
  token: string,
  dataDir: string,
  backupDir: string,
  seconds: number,
): Promise<DataFigures> {
  const lines: string[] = [];
  const backupUrl = `${server.url}/api/backups`;
  const first = await post(backupUrl, token);
  lines.push(
    `backup (POST /api/backups) of a ${megabytes(folderBytes(dataDir) - folderBytes(backupDir))} MB data folder: ${first.ms} ms, ${megabytes(first.body.bytes)} MB tar.gz (${first.body.file})`,
  );
  const listUrl = `${server.url}/api/workorders?limit=50`;
  const headers = { authorization: `Bearer ${token}` };
  const alone = await load({
    name: 'GET /api/workorders?limit=50 alone (backup figures)',
    url: listUrl,
    headers,
    seconds,
  });
  let running = true;
  let made = 0;
  // Retention keeps one a day: the newest made is the one left to restore.
  let newest = first.body.file;
  const backups = (async () => {
    while (running) {
      newest = (await post(backupUrl, token)).body.file;
      made += 1;
    }
  })();
  const during = await load({
    name: 'GET /api/workorders?limit=50 while backups run back to back',
    url: listUrl,
    headers,
    seconds,
  });
  running = false;
  await backups;
  during.name = `${during.name} (${made} made)`;
  const restoredDir = join(mkdtempSync(join(tmpdir(), 'verkstan-bench-restore-')), 'data');
  const started = performance.now();
  await restoreBackup(join(backupDir, newest), restoredDir, { force: false });
  lines.push(
    `restore (npm run restore) of that backup into an empty folder: ${Math.round(performance.now() - started)} ms`,
  );
  rmSync(join(restoredDir, '..'), { recursive: true, force: true });
  lines.push(await exportFigures(server, token));
  return {
    loads: [
      { result: alone, ratio: 'p99 1.00' },
      { result: during, ratio: `p99 ${(during.p99 / Math.max(alone.p99, 1)).toFixed(1)}× alone` },
    ],
    lines,
  };
}

/** With a PostgreSQL server: pg_dump -Fc (what `npm run backup` runs) and pg_restore into a new database, timed. */
export async function serverDataFigures(databaseUrl: string): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'verkstan-bench-dump-'));
  const file = join(folder, 'dump');
  try {
    let started = performance.now();
    execFileSync('pg_dump', ['--format=custom', '--file', file, '--dbname', databaseUrl]);
    const dumpMs = Math.round(performance.now() - started);
    const size = Number(execFileSync('stat', ['-c', '%s', file], { encoding: 'utf8' }));
    const target = new URL(databaseUrl);
    const name = `${target.pathname.slice(1)}_restored`;
    const admin = new URL(databaseUrl);
    admin.pathname = '/postgres';
    execFileSync('psql', ['--quiet', '--dbname', admin.toString(), '-c', `create database ${name}`]);
    target.pathname = `/${name}`;
    started = performance.now();
    execFileSync('pg_restore', ['--dbname', target.toString(), file]);
    const restoreMs = Math.round(performance.now() - started);
    execFileSync('psql', ['--quiet', '--dbname', admin.toString(), '-c', `drop database ${name} with (force)`]);
    return [
      `pg_dump -Fc (npm run backup with DATABASE_URL): ${dumpMs} ms, ${megabytes(size)} MB; pg_restore into an empty database: ${restoreMs} ms`,
    ];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * npm run bench:data: issue 29's figures alone, on the benchmark's workshop (10 000 work orders and
 * invoices, 5 000 machines, 100 000 time entries, 500 000 stock movements) on the embedded database.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { embeddedDataFigures } from './data';
import { startProcess } from './processes';
import { seedJobHistory, seedOrganisation, seedParts, seedRegisters, seedTime } from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function main() {
  if (!existsSync('dist/server/main.js')) execSync('npm run build', { stdio: 'inherit' });
  const root = mkdtempSync(join(tmpdir(), 'verkstan-bench-data-'));
  const dataDir = join(root, 'data');
  try {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const main = await seedOrganisation(database.db, 'main', 10_000, 10_000);
    await seedRegisters(database.db, main.organisationId, 2_000, 5_000);
    await seedParts(database.db, main.organisationId, 20_000, 25);
    await seedTime(database.db, main.organisationId, 100_000);
    await seedJobHistory(database.db, main.organisationId);
    await database.close();
    const server = await startProcess(
      'dist/server/main.js',
      { PORT: '3490', HOST: '127.0.0.1', DATA_DIR: dataDir, LIST_CACHE_MB: '0' },
      '/api/health',
    );
    try {
      const figures = await embeddedDataFigures(server, main.token, dataDir, join(root, 'backups'), SECONDS);
      const lines = ['| call | requests/s | p50 ms | p99 ms | errors | ratio |', '|---|---:|---:|---:|---:|---:|'];
      for (const { result, ratio } of figures.loads)
        lines.push(
          `| ${result.name}, list cache off | ${result.requestsPerSecond} | ${result.p50} | ${result.p99} | ${result.errors} | ${ratio} |`,
        );
      console.log([...lines, '', ...figures.lines.map((line) => `- ${line}`)].join('\n'));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();

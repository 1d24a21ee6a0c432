/**
 * npm run bench:files: issue 47's figures alone (bench/files.ts) on the embedded database, the
 * benchmark's workshop of 10 000 work orders, the list cache off as in the other figures beside loads.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { addFileFigures } from './files';
import { photoPageFigures } from './photo-page';
import { startProcess } from './processes';
import { seedOrganisation } from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_FILES_PORT ?? 3540);

async function main() {
  if (!existsSync('dist/server/main.js')) execSync('npm run build', { stdio: 'inherit' });
  const root = mkdtempSync(join(tmpdir(), 'verkstan-bench-files-'));
  const dataDir = join(root, 'data');
  try {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const main = await seedOrganisation(database.db, 'main', 10_000, 10_000);
    await database.close();
    const server = await startProcess(
      'dist/server/main.js',
      { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LIST_CACHE_MB: '0' },
      '/api/health',
    );
    try {
      const figures = await addFileFigures({ loads: [], lines: [] }, server, main.token, PORT + 1, SECONDS);
      const lines = ['| call | requests/s | p50 ms | p99 ms | errors | ratio |', '|---|---:|---:|---:|---:|---:|'];
      for (const { result, ratio } of figures.loads)
        lines.push(
          `| ${result.name}, list cache off | ${result.requestsPerSecond} | ${result.p50} | ${result.p99} | ${result.errors} | ${ratio} |`,
        );
      console.log([...lines, '', ...figures.lines.map((line) => `- ${line}`)].join('\n'));
      console.log(['', ...(await photoPageFigures(server.url, main.token))].join('\n'));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();

import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR, PRIVATE_FILE } from '../private-files';
import type { BackupFile } from './archive';
import { backupFileName, checksumFileName } from './backup-names';

/**
 * With a PostgreSQL server its backups are its own business (DATA.md decision 3); `npm run backup`
 * still makes one in pg_dump's custom format (`pg_restore` reads it), named as the embedded ones are.
 */
export async function dumpPostgres(databaseUrl: string, backupDir: string, createdAt: Date): Promise<BackupFile> {
  await mkdir(backupDir, { recursive: true, mode: PRIVATE_DIR });
  const partial = join(backupDir, `.partial-${randomUUID()}`);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn('pg_dump', ['--format=custom', '--file', partial], {
        stdio: ['ignore', 'inherit', 'pipe'],
        env: { ...process.env, ...libpqEnvironment(databaseUrl) },
      });
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.on('error', (error) =>
        reject(new Error(`pg_dump kunde inte startas (${error.message}). Installera PostgreSQL:s klientprogram.`)),
      );
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`pg_dump avslutades med kod ${code}: ${errors.trim()}`)),
      );
    });
    // pg_dump writes by the umask it inherits; the dump holds every workshop's data.
    await chmod(partial, PRIVATE_FILE);
    const hash = createHash('sha256');
    await pipeline(createReadStream(partial), hash);
    const checksum = hash.digest('hex');
    const file = backupFileName(createdAt, checksum, 'dump');
    await writeFile(join(backupDir, checksumFileName(file)), `${checksum}  ${file}\n`, {
      mode: PRIVATE_FILE,
    });
    await rename(partial, join(backupDir, file));
    return {
      file,
      createdAt: createdAt.toISOString(),
      bytes: (await stat(join(backupDir, file))).size,
      checksum,
    };
  } finally {
    await rm(partial, { force: true });
  }
}

/** The URL as libpq's variables, so that its password is not on pg_dump's command line for `ps` to show. */
function libpqEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname).replace(/^\[|\]$/g, '');
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const host = url.searchParams.get('host');
  if (host) env.PGHOST = host;
  const sslMode = url.searchParams.get('sslmode');
  if (sslMode) env.PGSSLMODE = sslMode;
  return env;
}

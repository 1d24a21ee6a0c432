// `npm run backup` and `npm run restore -- FILE [--force]` (DATA.md decisions 1–3, docs/backups.md).
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { keepNewFilesPrivate } from '../private-files';
import { systemClock } from '../clock';
import { BackupRefused, type BackupFile } from './archive';
import { dumpPostgres } from './pg-dump';
import { restoreBackup } from './restore';
import { findRunningServer } from './server-file';
import { BackupService } from './service';

const quiet = { info: () => undefined, error: () => undefined };

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('sv-SE')} kB`
    : `${(bytes / 1024 / 1024).toLocaleString('sv-SE', { maximumFractionDigits: 1 })} MB`;

async function backup(): Promise<void> {
  const config = loadConfig();
  const backupDir = resolve(config.backupDir);
  let made: BackupFile;
  if (config.databaseUrl) {
    made = await dumpPostgres(config.databaseUrl, backupDir, systemClock());
  } else {
    const dataDir = resolve(config.dataDir);
    const server = await findRunningServer(dataDir);
    if (server) {
      // Only the running server may open its database: it makes the backup between two requests.
      const answer = await fetch(`${server.url}/api/backups/local`, {
        method: 'POST',
        headers: { 'x-verkstan-backup-token': server.token },
      });
      const body = (await answer.json()) as BackupFile & { message?: string };
      if (answer.status !== 201) throw new Error(body.message ?? `servern svarade ${answer.status}`);
      made = body;
    } else {
      const contents = await readdir(dataDir).catch(() => [] as string[]);
      if (contents.length === 0)
        throw new BackupRefused(`Det finns ingen databas i ${dataDir} att säkerhetskopiera (DATA_DIR).`);
      made = await new BackupService({ dataDir, backupDir, clock: systemClock, log: quiet }).make('manual');
    }
  }
  console.log(`Säkerhetskopia klar: ${resolve(backupDir, made.file)} (${size(made.bytes)}, SHA-256 ${made.checksum}).`);
}

async function restore(args: string[]): Promise<void> {
  const config = loadConfig();
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1) throw new BackupRefused('Ange en säkerhetskopia: npm run restore -- FIL [--force]');
  if (config.databaseUrl) {
    throw new BackupRefused(
      'DATABASE_URL är satt: en PostgreSQL-server återställs med pg_restore (se docs/backups.md). Ingenting har ändrats.',
    );
  }
  const dataDir = resolve(config.dataDir);
  const { movedAside } = await restoreBackup(resolve(files[0]!), dataDir, { force });
  console.log(
    `Återställd till ${dataDir}.${movedAside ? ` Den tidigare mappen ligger kvar som ${movedAside}.` : ''} Starta Verkstan med npm start.`,
  );
}

// Backups, dumps and a restored database are the server user's alone, whatever umask the shell has.
keepNewFilesPrivate();
const [command, ...rest] = process.argv.slice(2);
(command === 'restore' ? restore(rest) : backup()).catch((error: unknown) => {
  const known = error instanceof BackupRefused || error instanceof ConfigError;
  console.error(
    known ? (error as Error).message : `Misslyckades: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

import cluster from 'node:cluster';
import { resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { startMessage } from './start-message';
import { scheduleNightly } from './backups/nightly';
import { announceServer, newLocalToken, withdrawServer } from './backups/server-file';
import { BackupService, type BackupLog } from './backups/service';
import { systemClock } from './clock';
import { keepNewFilesPrivate, makePrivate } from './private-files';

/** Backups, dumps and mails an earlier version or another umask left readable by others (issue 44). */
async function makeFoldersPrivate(config: Config): Promise<void> {
  await makePrivate(resolve(config.backupDir), { deep: false });
  await makePrivate(resolve(config.mailOutboxDir), { deep: false });
}

async function startServer(config: Config, migrate: boolean): Promise<void> {
  // The embedded database's folder is made private as it opens (db/client.ts).
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: resolve(config.dataDir),
    poolSize: config.databasePoolSize,
  });
  if (migrate) await database.migrate();
  if (migrate) await makeFoldersPrivate(config);
  const broadcast = await database.openBroadcast(config.listenDatabaseUrl);
  const { embedded } = database;
  let log: BackupLog = console;
  const backups = embedded
    ? new BackupService({
        dataDir: embedded.dataDir,
        backupDir: resolve(config.backupDir),
        whileQuiet: embedded.whileQuiet,
        clock: systemClock,
        log: {
          info: (details, message) => log.info(details, message),
          error: (details, message) => log.error(details, message),
        },
      })
    : null;
  const localBackupToken = embedded ? newLocalToken() : null;
  const app = await buildApp({ config, db: database.db, broadcast, backups, localBackupToken });
  log = app.log;
  await backups?.removeLeftovers();
  const nightly = backups ? scheduleNightly(() => backups.make('nightly'), systemClock) : null;
  // On SIGTERM or SIGINT: Fastify's close stops taking requests and waits for those in flight; then
  // the embedded database is backed up (DATA.md decision 1), the broadcast and the database close.
  // Past the delay close-with-grace exits anyway: 10 s, and a minute more for the backup.
  closeWithGrace({ delay: backups ? 70_000 : 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    nightly?.stop();
    if (backups && !err) await backups.make('shutdown').catch(() => undefined);
    if (embedded) await withdrawServer(embedded.dataDir);
    await broadcast.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  if (embedded && localBackupToken) {
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    await announceServer(embedded.dataDir, {
      pid: process.pid,
      url: `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`,
      token: localBackupToken,
    });
  }
  if (!cluster.isWorker) console.log(startMessage(config.host, config.port));
}

/**
 * With a PostgreSQL server one process per core shares the port; the embedded database allows one.
 * The workers tell each other what changed over PostgreSQL, as separate servers do (cache/postgres-broadcast.ts).
 */
async function startCluster(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
  await database.migrate();
  await database.close();
  await makeFoldersPrivate(config);
  for (let index = 0; index < config.workers; index++) cluster.fork();
  cluster.once('listening', () => console.log(startMessage(config.host, config.port)));
  let isClosing = false;
  cluster.on('exit', (worker, code) => {
    if (!isClosing && code !== 0) cluster.fork();
  });
  const shutdown = () => {
    isClosing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

async function main(): Promise<void> {
  // Everything the server writes is for its own user: the database, backups, dumps, mails.
  keepNewFilesPrivate();
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return startCluster(config);
  return startServer(config, cluster.isPrimary);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

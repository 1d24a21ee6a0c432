import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { startMessage } from './start-message';

async function startServer(config: Config, migrate: boolean): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: resolve(config.dataDir), poolSize: config.databasePoolSize });
  if (migrate) await database.migrate();
  const broadcast = await database.openBroadcast(config.listenDatabaseUrl);
  const app = await buildApp({ config, db: database.db, broadcast });
  let inFlight = 0;
  app.addHook('onRequest', async () => {
    inFlight += 1;
  });
  app.addHook('onResponse', async () => {
    inFlight -= 1;
  });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() stops taking new requests; requests already on keep-alive sockets may still be running,
    // so the database stays open until they are answered (at most 10 s).
    await app.close();
    const deadline = Date.now() + 10_000;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await broadcast.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (!cluster.isWorker) console.log(startMessage(config.host, config.port));
}

/**
 * With a PostgreSQL server one process per core shares the port; the embedded database allows one.
 * The workers tell each other what changed over PostgreSQL, as separate servers do (db/broadcast.ts).
 */
async function startCluster(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
  await database.migrate();
  await database.close();
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
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return startCluster(config);
  return startServer(config, cluster.isPrimary);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

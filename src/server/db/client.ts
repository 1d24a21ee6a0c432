import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { LocalBroadcast, type Broadcast } from '../cache/broadcast';
import { PostgresBroadcast } from '../cache/postgres-broadcast';
import { makePrivate, PRIVATE_DIR } from '../private-files';

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; the same files serve both drivers. */
  migrate(): Promise<void>;
  /**
   * How this server hears the others on the same database: LISTEN/NOTIFY on a PostgreSQL server (on
   * `listenUrl`, a direct connection, when the pool's URL goes through a transaction pooler), nobody
   * else on the embedded one.
   */
  openBroadcast(listenUrl?: string): Promise<Broadcast>;
  /** The embedded database's folder, for backups; absent with a PostgreSQL server or in memory. */
  embedded?: EmbeddedFiles;
  /** The embedded database whole, to start another from (`startFrom`); absent with a PostgreSQL server. */
  copyEmbedded?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface EmbeddedFiles {
  dataDir: string;
  /**
   * Runs `work` while no statement or transaction runs, after a checkpoint: the folder's files are then
   * a consistent database (docs/decisions/027).
   */
  whileQuiet<T>(work: () => Promise<T>): Promise<T>;
}

/** Any fixed number, the same in every server: the key of the advisory lock migrations run under. */
const MIGRATION_LOCK = 7_411_205_802;

/**
 * Drizzle's migrator takes no lock: two servers starting together on an empty database both created
 * its table and one failed. Under a session-level advisory lock on a connection of its own the
 * second waits, then finds everything applied. Any number of servers can start, or roll, at once.
 */
async function migrateUnderLock(connectionString: string, db: Database, migrationsFolder: string): Promise<void> {
  const lock = new pg.Client({ connectionString });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePostgres(db as never, { migrationsFolder });
  } finally {
    // Ending the session releases the lock, also when the migration failed.
    await lock.end();
  }
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** A postgres:// URL selects a PostgreSQL server. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /**
   * An idle connection lost (a server restart, an administrator ending it). The pool replaces it on
   * the next query; without a listener the pool's error event would end the process.
   */
  onConnectionLost?: (error: Error) => void;
  /** The migrations to apply; the committed ones unless a test stops at an earlier one. */
  migrationsFolder?: string;
  /**
   * The embedded database starts as a copy of this one (PGlite's `dumpDataDir`) instead of an empty
   * one: the tests start each database from one migrated copy made per run (test/database-templates.ts).
   */
  startFrom?: Blob;
}

const reportConnectionLost = (error: Error) =>
  console.error(
    JSON.stringify({
      level: 40,
      time: Date.now(),
      msg: 'idle database connection lost; it is replaced on the next query',
      err: error.message,
    }),
  );

/**
 * PGlite writes postgresql.conf from this list at every start (a -c option is not applied): initdb's
 * settings, except the buffers. PostgreSQL's default 128 MB of them would live in this process's
 * memory; a workshop's data fits in far less, and the operating system caches the files underneath
 * (measured: 379 → 258 MB).
 */
const pgliteSettings = [
  'max_connections = 100',
  'shared_buffers = 32MB',
  'dynamic_shared_memory_type = posix',
  'max_wal_size = 1GB',
  'min_wal_size = 80MB',
  'log_timezone = UTC',
  'autovacuum_worker_slots = 16',
  "datestyle = 'iso, mdy'",
  'timezone = UTC',
  'lc_messages = C',
  'lc_monetary = C',
  'lc_numeric = C',
  'lc_time = C',
  "default_text_search_config = 'pg_catalog.english'",
];

const genericPlanPools = new WeakMap<pg.Pool, pg.Pool>();

/** The pool whose connections plan prepared statements once, generically (docs/decisions/032), beside `pool`. */
export const genericPlanPoolOf = (pool: pg.Pool): pg.Pool | undefined => genericPlanPools.get(pool);

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // pg parses bigint (int8) as string by default; our int8 columns are öre, always within 2^53.
    pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
    // JIT off for our sessions: every query here is short, and compiling one whose estimated cost passes
    // jit_above_cost (the service plans' read of 15 000 intervals) took 650 ms of a 130 ms query.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: '-c jit=off',
    });
    pool.on('error', options.onConnectionLost ?? reportConnectionLost);
    // Connections of their own for the statements that run with their generic plan (generic-plan-statement.ts):
    // the setting is the connection's, so no other statement is planned differently. Opened when first used.
    const genericPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Math.max(2, Math.ceil((options.poolSize ?? 10) / 2)),
      options: '-c jit=off -c plan_cache_mode=force_generic_plan',
    });
    genericPool.on('error', options.onConnectionLost ?? reportConnectionLost);
    genericPlanPools.set(pool, genericPool);
    const db = drizzlePostgres(pool) as unknown as Database;
    await pool.query('select 1');
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateUnderLock(options.databaseUrl!, db, options.migrationsFolder ?? migrationsFolder),
      async openBroadcast(listenUrl) {
        const broadcast = new PostgresBroadcast(listenUrl ?? options.databaseUrl!, pool);
        await broadcast.start();
        return broadcast;
      },
      close: async () => {
        await Promise.all([pool.end(), genericPool.end()]);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: PRIVATE_DIR });
  // pg_trgm: the searches' trigram indexes (migration 0008).
  const client = new PGlite({
    dataDir: options.dataDir,
    postgresqlconf: pgliteSettings,
    extensions: { pg_trgm },
    ...(options.startFrom ? { loadDataDir: options.startFrom } : {}),
  });
  await client.waitReady;
  // PGlite lays a new database out 0666 and rewrites some files 0644 at each start, whatever the umask:
  // the folder is made the server user's alone at start, after migrations and at close (issue 44).
  const keepPrivate = () => (options.dataDir ? makePrivate(options.dataDir) : Promise.resolve());
  await keepPrivate();
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
      await keepPrivate();
    },
    openBroadcast: async () => new LocalBroadcast(),
    copyEmbedded: () => client.dumpDataDir('none'),
    ...(options.dataDir
      ? {
          embedded: {
            dataDir: options.dataDir,
            // Every PGlite call (exec, query, transaction) takes the transaction lock first: holding it, and
            // the query lock inside it, nothing else touches the files.
            async whileQuiet<T>(work: () => Promise<T>): Promise<T> {
              await client.exec('CHECKPOINT');
              return client._runExclusiveTransaction(() => client._runExclusiveQuery(work));
            },
          },
        }
      : {}),
    close: async () => {
      await client.close();
      await keepPrivate();
    },
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

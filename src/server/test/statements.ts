import type { DatabaseHandle } from '../db/client';

type Query = (...args: unknown[]) => Promise<unknown>;
interface Connection {
  query: Query;
  release?: (error?: unknown) => void;
}
interface Client {
  query: Query;
  connect?: (...args: unknown[]) => Promise<Connection>;
  transaction?: (work: (tx: Connection) => Promise<unknown>) => Promise<unknown>;
}
const METHODS = ['query', 'connect', 'transaction'] as const;

/**
 * How many statements the handle's client is sent while `work` runs, on either driver: every `query`
 * of the PGlite instance or the pg pool, and of a pooled connection or a PGlite transaction taken
 * meanwhile. A query budget test compares two counts: a small answer's and a large one's.
 */
export async function countStatements(database: DatabaseHandle, work: () => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { $client: Client }).$client;
  const before = new Map(METHODS.map((name) => [name, Object.hasOwn(client, name) ? client[name] : undefined]));
  const { query, connect, transaction } = client;
  let count = 0;
  const counted =
    (own: Query, self: unknown): Query =>
    (...args) => {
      count += 1;
      return own.apply(self, args);
    };
  client.query = counted(query, client);
  if (connect)
    client.connect = async (...args: unknown[]) => {
      // pg's own query takes a connection by callback: counted already as the pool's query.
      if (args.length > 0) return (connect as (...a: unknown[]) => Promise<Connection>).apply(client, args);
      const connection = await connect.call(client);
      const own = connection.query;
      const release = connection.release;
      connection.query = counted(own, connection);
      // Back in the pool with its own query, uncounted for the next user.
      connection.release = (error) => {
        connection.query = own;
        connection.release = release;
        release?.call(connection, error);
      };
      return connection;
    };
  if (transaction)
    client.transaction = (inner) =>
      transaction.call(client, (tx) => {
        tx.query = counted(tx.query, tx);
        return inner(tx);
      });
  try {
    await work();
    return count;
  } finally {
    for (const name of METHODS) {
      const method = before.get(name);
      if (method === undefined) Reflect.deleteProperty(client, name);
      else Object.assign(client, { [name]: method });
    }
  }
}

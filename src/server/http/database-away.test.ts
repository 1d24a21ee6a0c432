import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createThrowawayDatabase } from '../test/database';
import { as, createAccount, testClock, validWorkOrder, type Account } from '../test/harness';

/**
 * A TCP proxy in front of PostgreSQL that can be "restarted": every connection cut and new ones
 * refused until it is back, as during a server restart or a failover.
 */
class DatabaseLine {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(port = 0): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
    this.server = null;
  }
}

// Only a server can go away under the app.
describe('while PostgreSQL restarts', () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let line: DatabaseLine;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let account: Account;
  beforeAll(async () => {
    throwaway = await createThrowawayDatabase();
    const url = new URL(throwaway.url);
    line = new DatabaseLine({ host: url.hostname, port: Number(url.port || 5432) });
    await line.open();
    url.host = `127.0.0.1:${line.port}`;
    database = await openDatabase({
      databaseUrl: url.toString(),
      poolSize: 2,
      onConnectionLost: () => undefined,
    });
    await database.migrate();
    app = await buildApp({
      config: testConfig({ registerMaxPerMinute: 1000 }),
      db: database.db,
      webRoot: '/nonexistent',
      clock: testClock,
    });
    account = await createAccount(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await throwaway.drop();
  });

  it('answers writes and reads 503 with Retry-After, and serves again as soon as it is back', async () => {
    const port = line.port;
    await line.cut();
    const write = await as(app, account).post('/api/workorders', validWorkOrder);
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBe('2');
    expect(write.json().message).toBe('Databasen svarar inte just nu. Försök igen om en stund.');
    expect((await as(app, account).get('/api/invoice?status=overdue')).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    await line.open(port);
    const again = await as(app, account).post('/api/workorders', validWorkOrder);
    expect(again.statusCode).toBe(201);
  });
});

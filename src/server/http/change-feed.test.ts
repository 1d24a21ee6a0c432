import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, drivers } from '../test/database';
import { validWorkOrder } from '../test/harness';
import { freePort } from '../test/free-port';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a connection of its own, so that the cluster hands it to the next worker. */
function call(port: number, method: string, path: string, token?: string, payload?: unknown): Promise<Answer> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

// Needs a PostgreSQL server: only then does the product run several workers.
describe.each(drivers.filter((driver) => driver === 'postgres'))('list pages across the workers of a cluster on %s', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        LOGIN_MAX_PER_MINUTE: '1000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const health = await call(port, 'GET', '/api/health').catch(() => null);
      if (health?.status === 200) break;
      if (Date.now() > deadline || server.exitCode !== null) throw new Error('the cluster did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      await new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
    }
    await database?.drop();
  });

  it('shows a client its own write at once, whichever worker answers the next read', async () => {
    const email = `kluster-${Date.now()}@verkstad.se`;
    const password = 'hemligt-lösen-123';
    const registered = await call(port, 'POST', '/api/auth/register', undefined, {
      email,
      password,
      firstName: 'Anna',
      lastName: 'Svensson',
      companyName: 'Kluster AB',
    });
    expect(registered.status).toBe(201);
    const { token } = JSON.parse((await call(port, 'POST', '/api/auth/login', undefined, { email, password })).body) as { token: string };

    for (let round = 1; round <= 15; round++) {
      // Both workers read (and keep) the page before the write.
      for (let read = 0; read < 4; read++) expect((await call(port, 'GET', '/api/workorders?limit=5', token)).status).toBe(200);
      const created = await call(port, 'POST', '/api/workorders', token, { ...validWorkOrder, title: `Runda ${round}` });
      expect(created.status).toBe(201);
      const { id } = JSON.parse(created.body) as { id: string };
      for (let read = 0; read < 2; read++) {
        const list = await call(port, 'GET', '/api/workorders?limit=5', token);
        expect(list.headers['x-total-count']).toBe(String(round));
        expect((JSON.parse(list.body) as Array<{ id: string }>)[0]!.id).toBe(id);
      }
    }
  }, 60_000);
});

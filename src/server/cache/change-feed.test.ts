import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, drivers } from '../test/database';
import { freePort } from '../test/free-port';
import { validWorkOrder } from '../test/harness';
import { call, startServerProcess, stopServerProcess, waitUntilHealthy } from '../test/server-process';

// Needs a PostgreSQL server: only then does the product run several workers.
describe.each(drivers.filter((driver) => driver === 'postgres'))(
  'list pages across the workers of a cluster on %s',
  () => {
    let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
    let server: ChildProcess;
    let port: number;

    beforeAll(async () => {
      database = await createThrowawayDatabase();
      port = await freePort();
      server = startServerProcess(port, {
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '2',
        LOGIN_MAX_PER_MINUTE: '1000',
      });
      await waitUntilHealthy(port, server);
    }, 90_000);

    afterAll(async () => {
      await stopServerProcess(server);
      await database?.drop();
    });

    it('shows a client its own write at once, whichever worker answers the next read', async () => {
      const email = `kluster-${Date.now()}@verkstad.se`;
      const password = 'hemligt-lösen-123';
      const registered = await call(port, 'POST', '/api/auth/register', {
        payload: { email, password, firstName: 'Anna', lastName: 'Svensson', companyName: 'Kluster AB' },
      });
      expect(registered.status).toBe(201);
      const { token } = JSON.parse(
        (await call(port, 'POST', '/api/auth/login', { payload: { email, password } })).body,
      ) as { token: string };

      for (let round = 1; round <= 15; round++) {
        // Both workers read (and keep) the page before the write.
        for (let read = 0; read < 4; read++)
          expect((await call(port, 'GET', '/api/workorders?limit=5', { token })).status).toBe(200);
        const created = await call(port, 'POST', '/api/workorders', {
          token,
          payload: { ...validWorkOrder, title: `Runda ${round}` },
        });
        expect(created.status).toBe(201);
        const { id } = JSON.parse(created.body) as { id: string };
        for (let read = 0; read < 2; read++) {
          const list = await call(port, 'GET', '/api/workorders?limit=5', { token });
          expect(list.headers['x-total-count']).toBe(String(round));
          expect((JSON.parse(list.body) as Array<{ id: string }>)[0]!.id).toBe(id);
        }
      }
    }, 60_000);
  },
);

import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, drivers } from '../test/database';
import { freePort } from '../test/free-port';
import { validWorkOrder } from '../test/harness';
import { call, startServerProcess, stopServerProcess, waitUntilHealthy, type Answer } from '../test/server-process';

const json = <T>(answer: Answer) => JSON.parse(answer.body) as T;

// FIELD.md decision 8, "kept on the database, so it holds across servers": two servers on one PostgreSQL.
describe.each(drivers.filter((driver) => driver === 'postgres'))('Idempotency-Key on two servers of one %s', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const ports: number[] = [];
  const servers: ChildProcess[] = [];
  let token = '';

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    ports.push(await freePort(), await freePort());
    for (const port of ports)
      servers.push(startServerProcess(port, { DATABASE_URL: database.url, WEB_CONCURRENCY: '1' }));
    await Promise.all(ports.map((port, index) => waitUntilHealthy(port, servers[index]!)));
    const email = `nyckel-${Date.now()}@verkstad.se`;
    const password = 'hemligt-lösen-123';
    const payload = { email, password, firstName: 'Anna', lastName: 'Svensson', companyName: 'Nyckel AB' };
    expect((await call(ports[0]!, 'POST', '/api/auth/register', { payload })).status).toBe(201);
    token = json<{ token: string }>(
      await call(ports[0]!, 'POST', '/api/auth/login', { payload: { email, password } }),
    ).token;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await database?.drop();
  });

  const total = async () =>
    Number((await call(ports[0]!, 'GET', '/api/workorders?limit=1', { token })).headers['x-total-count']);

  it('carries out a change sent to both servers at once exactly once, round after round', async () => {
    const before = await total();
    for (let round = 1; round <= 20; round++) {
      const headers = { 'idempotency-key': `runda-${round}` };
      const payload = { ...validWorkOrder, title: `Runda ${round}` };
      const answers = await Promise.all(
        ports.map((port) => call(port, 'POST', '/api/workorders', { token, payload, headers })),
      );
      const created = answers.filter((answer) => answer.status === 201);
      // The second waits for the first and answers the same, or (slower than 2 s) says it is still running.
      for (const answer of answers) expect([201, 409]).toContain(answer.status);
      expect(new Set(created.map((answer) => json<{ id: string }>(answer).id)).size).toBe(1);
      // Sent again later to the other server: the same answer, replayed.
      const later = await call(ports[round % 2]!, 'POST', '/api/workorders', { token, payload, headers });
      expect(later.status).toBe(201);
      expect(later.headers['idempotent-replayed']).toBe('true');
      expect(json<{ id: string }>(later).id).toBe(json<{ id: string }>(created[0]!).id);
    }
    expect(await total()).toBe(before + 20);
  });
});

import type { ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, drivers } from '../test/database';
import { freePort } from '../test/free-port';
import { validWorkOrder } from '../test/harness';
import { call, startServerProcess, stopServerProcess, waitUntilHealthy, type Answer } from '../test/server-process';

const json = <T>(answer: Answer) => JSON.parse(answer.body) as T;

/** The board's stream on one server, as a browser opens it, and what has arrived so far. */
function openStream(port: number, token: string): Promise<{ response: IncomingMessage; received: () => string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/planning/changes',
        agent: false,
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        resolve({ response, received: () => text });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function within(ms: number, check: () => boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 25));
  return check();
}

// PLANNING.md decision 7: a move on one server reaches the boards open on another within seconds,
// through the servers' change notifications (LISTEN/NOTIFY): two servers on one PostgreSQL.
describe.each(drivers.filter((driver) => driver === 'postgres'))('the board’s changes on two servers of one %s', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const ports: number[] = [];
  const servers: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    ports.push(await freePort(), await freePort());
    for (const port of ports)
      servers.push(startServerProcess(port, { DATABASE_URL: database.url, WEB_CONCURRENCY: '1' }));
    await Promise.all(ports.map((port, index) => waitUntilHealthy(port, servers[index]!)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await database?.drop();
  });

  it('tells a board open on one server of each move made on the other, within seconds', async () => {
    const email = `tavla-${Date.now()}@verkstad.se`;
    const password = 'hemligt-lösen-123';
    const payload = { email, password, firstName: 'Anna', lastName: 'Svensson', companyName: 'Tavlan AB' };
    expect((await call(ports[0]!, 'POST', '/api/auth/register', { payload })).status).toBe(201);
    const login = await call(ports[0]!, 'POST', '/api/auth/login', { payload: { email, password } });
    const { token } = json<{ token: string }>(login);
    const job = json<{ id: string }>(
      await call(ports[1]!, 'POST', '/api/workorders', { token, payload: validWorkOrder }),
    );

    const { response, received } = await openStream(ports[0]!, token);
    expect(response.statusCode).toBe(200);
    expect(await within(5_000, () => received().includes(': Verkstan'))).toBe(true);
    for (const [round, day] of ['2026-06-16', '2026-06-17', '2026-06-18'].entries()) {
      const before = received().split('event: changed').length;
      const moved = await call(ports[1]!, 'PUT', `/api/workorders/${job.id}/booking`, {
        token,
        payload: { start: `${day}T07:00`, end: `${day}T09:00`, version: round },
      });
      expect(moved.status).toBe(200);
      expect(await within(5_000, () => received().split('event: changed').length > before)).toBe(true);
      // What the board reads again on its own server is the move.
      const board = await call(ports[0]!, 'GET', `/api/planning?from=${day}&to=${day}`, { token });
      expect(json<{ bookings: Array<{ start: string }> }>(board).bookings.map((booking) => booking.start)).toEqual([
        `${day}T07:00`,
      ]);
    }
    response.destroy();
  });
});

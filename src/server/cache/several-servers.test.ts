import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { createThrowawayDatabase, drivers } from '../test/database';
import { freePort } from '../test/free-port';
import { validWorkOrder } from '../test/harness';
import { call, startServerProcess, stopServerProcess, waitUntilHealthy, type Answer } from '../test/server-process';

const LOGIN_MAX = 6;
const REGISTER_MAX = 3;
const password = 'hemligt-lösen-123';

const json = <T>(answer: Answer) => JSON.parse(answer.body) as T;

// Two independent servers, as behind a load balancer: only a PostgreSQL server can be shared.
describe.each(drivers.filter((driver) => driver === 'postgres'))('two servers on one %s database', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const ports: number[] = [];
  const servers: ChildProcess[] = [];
  let nextAddress = 1;
  /** A client address of its own per scenario, so that the limits of one do not spill into another. */
  const newClientAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  const env = () => ({
    DATABASE_URL: database.url,
    WEB_CONCURRENCY: '1',
    TRUST_PROXY: 'true',
    LOGIN_MAX_PER_MINUTE: String(LOGIN_MAX),
    REGISTER_MAX_PER_MINUTE: String(REGISTER_MAX),
  });

  async function signUp(port: number, label: string): Promise<{ email: string; token: string }> {
    const email = `konto-${Date.now()}-${nextAddress}@verkstad.se`;
    const forwardedFor = newClientAddress();
    const registered = await call(port, 'POST', '/api/auth/register', {
      forwardedFor,
      payload: { email, password, firstName: 'Anna', lastName: 'Svensson', companyName: `${label} AB` },
    });
    expect(registered.status).toBe(201);
    const login = await call(port, 'POST', '/api/auth/login', { forwardedFor, payload: { email, password } });
    expect(login.status).toBe(200);
    return { email, token: json<{ token: string }>(login).token };
  }

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    ports.push(await freePort(), await freePort());
    // Started at the same moment on an empty database: both migrate, one after the other under a lock.
    for (const port of ports) servers.push(startServerProcess(port, env()));
    await Promise.all(ports.map((port, index) => waitUntilHealthy(port, servers[index]!)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await database?.drop();
  });

  it('shows a client its own write on the other server at once, round after round: lists, totals, profile and company', async () => {
    const { token } = await signUp(ports[0]!, 'Läs-skriv');
    let stale = 0;
    for (let round = 1; round <= 200; round++) {
      const writer = ports[round % 2]!;
      const reader = ports[(round + 1) % 2]!;
      // Both servers read (and keep) the page before the write.
      expect((await call(reader, 'GET', '/api/workorders?limit=5', { token })).status).toBe(200);
      expect((await call(writer, 'GET', '/api/workorders?limit=5', { token })).status).toBe(200);
      const created = await call(writer, 'POST', '/api/workorders', {
        token,
        payload: { ...validWorkOrder, title: `Runda ${round}` },
      });
      expect(created.status).toBe(201);
      const list = await call(reader, 'GET', '/api/workorders?limit=5', { token });
      const isFresh =
        list.headers['x-total-count'] === String(round) &&
        json<Array<{ id: string }>>(list)[0]?.id === json<{ id: string }>(created).id;
      if (!isFresh) stale += 1;
    }
    expect(stale).toBe(0);

    for (let round = 1; round <= 20; round++) {
      const [writer, reader] = round % 2 ? [ports[0]!, ports[1]!] : [ports[1]!, ports[0]!];
      // The session (which carries name and company name) is kept by both servers before the change.
      expect(
        json<{ user: { name: string } }>(await call(reader, 'GET', '/api/user/profile', { token })).user.name,
      ).toBeTruthy();
      const name = `Anna Svensson ${round}`;
      expect(
        (
          await call(writer, 'PUT', '/api/user/profile', {
            token,
            payload: { name, companyName: `Läs-skriv ${round} AB` },
          })
        ).status,
      ).toBe(200);
      expect(
        json<{ user: { name: string } }>(await call(reader, 'GET', '/api/user/profile', { token })).user.name,
      ).toBe(name);

      expect((await call(reader, 'GET', '/api/company', { token })).status).toBe(200);
      const city = `Kiruna ${round}`;
      expect(
        (
          await call(writer, 'PUT', '/api/company', {
            token,
            payload: { name: `Läs-skriv ${round} AB`, city },
          })
        ).status,
      ).toBe(200);
      expect(json<{ city: string }>(await call(reader, 'GET', '/api/company', { token })).city).toBe(city);
    }
  }, 120_000);

  it('answers 401 on the other server the moment a token is logged out on one', async () => {
    const { email } = await signUp(ports[1]!, 'Utloggning');
    for (let round = 0; round < 20; round++) {
      const [here, there] = round % 2 ? [ports[0]!, ports[1]!] : [ports[1]!, ports[0]!];
      const login = await call(here, 'POST', '/api/auth/login', {
        forwardedFor: newClientAddress(),
        payload: { email, password },
      });
      const { token } = json<{ token: string }>(login);
      // Both servers have checked the session and keep it.
      expect((await call(there, 'GET', '/api/workorders?limit=1', { token })).status).toBe(200);
      expect((await call(here, 'GET', '/api/workorders?limit=1', { token })).status).toBe(200);
      expect((await call(here, 'POST', '/api/auth/logout', { token })).status).toBe(204);
      expect((await call(there, 'GET', '/api/workorders?limit=1', { token })).status).toBe(401);
    }
  }, 60_000);

  it("ends a removed member's session and sees a role change on the other server at once", async () => {
    const owner = await signUp(ports[0]!, 'Teamet');
    for (let round = 0; round < 5; round++) {
      const [here, there] = round % 2 ? [ports[0]!, ports[1]!] : [ports[1]!, ports[0]!];
      const invited = await call(here, 'POST', '/api/team/invitations', {
        token: owner.token,
        payload: { email: `medlem-${Date.now()}-${round}@verkstad.se`, role: 'office' },
      });
      const link = json<{ link: string }>(invited).link;
      const accepted = await call(there, 'POST', `/api/auth/invitations/${link.split('/').at(-1)}/accept`, {
        forwardedFor: newClientAddress(),
        payload: { firstName: 'Eva', lastName: 'Ek', password },
      });
      const member = json<{ token: string; user: { id: string } }>(accepted);
      // Both servers have checked the session and keep it, with its role.
      expect((await call(there, 'GET', '/api/invoice?limit=1', { token: member.token })).status).toBe(200);
      expect((await call(here, 'GET', '/api/invoice?limit=1', { token: member.token })).status).toBe(200);
      expect(
        (
          await call(here, 'PUT', `/api/team/${member.user.id}`, {
            token: owner.token,
            payload: { role: 'mechanic' },
          })
        ).status,
      ).toBe(200);
      expect((await call(there, 'GET', '/api/invoice?limit=1', { token: member.token })).status).toBe(403);
      expect((await call(here, 'DELETE', `/api/team/${member.user.id}`, { token: owner.token })).status).toBe(204);
      expect((await call(there, 'GET', '/api/workorders?limit=1', { token: member.token })).status).toBe(401);
    }
  }, 60_000);

  it('counts login attempts across both servers: per address and per e-mail', async () => {
    const { email } = await signUp(ports[0]!, 'Spärr');
    // From one address, alternating servers: the limit holds for the pair, not for each.
    const address = newClientAddress();
    for (let attempt = 1; attempt <= LOGIN_MAX; attempt++) {
      const answer = await call(ports[attempt % 2]!, 'POST', '/api/auth/login', {
        forwardedFor: address,
        payload: { email, password: 'fel-lösenord-1' },
      });
      expect(answer.status).toBe(401);
    }
    const refused = await call(ports[(LOGIN_MAX + 1) % 2]!, 'POST', '/api/auth/login', {
      forwardedFor: address,
      payload: { email, password },
    });
    expect(refused.status).toBe(429);
    expect(json<{ message: string }>(refused).message).toBe(messages.tooManyAttempts);

    // One e-mail guessed from many addresses: its failures count on both servers together.
    const { email: target } = await signUp(ports[1]!, 'Gissad');
    for (let attempt = 1; attempt <= LOGIN_MAX; attempt++) {
      const answer = await call(ports[attempt % 2]!, 'POST', '/api/auth/login', {
        forwardedFor: newClientAddress(),
        payload: { email: target, password: 'fel-lösenord-2' },
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await call(ports[0]!, 'POST', '/api/auth/login', {
      forwardedFor: newClientAddress(),
      payload: { email: target, password },
    });
    expect(blocked.status).toBe(429);
  }, 60_000);

  it('counts registrations across both servers', async () => {
    const address = newClientAddress();
    for (let attempt = 1; attempt <= REGISTER_MAX; attempt++) {
      const answer = await call(ports[attempt % 2]!, 'POST', '/api/auth/register', {
        forwardedFor: address,
        payload: {
          email: `ny-${attempt}-${Date.now()}@verkstad.se`,
          password,
          firstName: 'Nils',
          lastName: 'Ny',
        },
      });
      expect(answer.status).toBe(201);
    }
    const refused = await call(ports[(REGISTER_MAX + 1) % 2]!, 'POST', '/api/auth/register', {
      forwardedFor: address,
      payload: { email: `ny-sist-${Date.now()}@verkstad.se`, password, firstName: 'Nils', lastName: 'Ny' },
    });
    expect(refused.status).toBe(429);
    expect(json<{ message: string }>(refused).message).toBe(messages.tooManyRegistrations);
  }, 60_000);

  it('goes on when one server is killed, and a restarted server answers with what the other wrote meanwhile', async () => {
    const { token } = await signUp(ports[0]!, 'Omstart');
    // The second server keeps the list page, then dies without shutting down.
    expect((await call(ports[1]!, 'GET', '/api/workorders?limit=5', { token })).headers['x-total-count']).toBe('0');
    await stopServerProcess(servers[1], 'SIGKILL');
    for (let round = 1; round <= 5; round++) {
      expect(
        (
          await call(ports[0]!, 'POST', '/api/workorders', {
            token,
            payload: { ...validWorkOrder, title: `Medan ${round}` },
          })
        ).status,
      ).toBe(201);
    }
    servers[1] = startServerProcess(ports[1]!, env());
    await waitUntilHealthy(ports[1]!, servers[1]);
    expect((await call(ports[1]!, 'GET', '/api/workorders?limit=5', { token })).headers['x-total-count']).toBe('5');
    // Back in the pair: its reads and writes are seen by the other at once again.
    expect((await call(ports[0]!, 'GET', '/api/workorders?limit=5', { token })).status).toBe(200);
    expect((await call(ports[1]!, 'POST', '/api/workorders', { token, payload: validWorkOrder })).status).toBe(201);
    expect((await call(ports[0]!, 'GET', '/api/workorders?limit=5', { token })).headers['x-total-count']).toBe('6');
  }, 120_000);
});

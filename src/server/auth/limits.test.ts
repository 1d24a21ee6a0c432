import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createThrowawayDatabase } from '../test/database';
import { createAccount, testClock } from '../test/harness';

const registration = (index: number) => ({
  email: `grans${index}-${Date.now()}@verkstad.se`,
  password: 'hemligt-lösen-123',
  firstName: 'Gräns',
  lastName: 'Test',
  companyName: 'Gränsbolaget AB',
});

// Two processes of one installation: two apps, each with its own pool, on one PostgreSQL database.
describe('limits held for the whole installation, two servers on postgres', () => {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const databases: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    throwaway = await createThrowawayDatabase();
    for (let index = 0; index < 2; index++) {
      const database = await openDatabase({
        databaseUrl: throwaway.url,
        poolSize: 2,
        onConnectionLost: () => undefined,
      });
      if (index === 0) await database.migrate();
      databases.push(database);
      apps.push(
        await buildApp({
          config: testConfig({ loginMaxPerMinute: 10, registerMaxPerMinute: 3, trustProxy: true }),
          db: database.db,
          webRoot: '/nonexistent',
          clock: testClock,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await throwaway.drop();
  });

  it('refuses wrong passwords for one e-mail after ten, counted across both servers', async () => {
    const account = await createAccount(apps[0]!, {});
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt++) {
      const response = await apps[attempt % 2]!.inject({
        method: 'POST',
        url: '/api/auth/login',
        // A new address each time: only the e-mail's count can stop these.
        headers: { 'x-forwarded-for': `10.1.${attempt}.1` },
        payload: { email: account.email, password: `fel-${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const right = await apps[1]!.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': '10.9.9.9' },
      payload: { email: account.email, password: account.password },
    });
    expect(right.statusCode).toBe(429);
  });

  it('throttles registration per client address behind the load balancer, across servers', async () => {
    const from = (app: FastifyInstance, address: string, index: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'x-forwarded-for': address },
        payload: registration(index),
      });
    const statuses = [];
    for (let index = 0; index < 5; index++)
      statuses.push((await from(apps[index % 2]!, '192.0.2.10', index)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await from(apps[0]!, '192.0.2.10', 9)).json().message).toBe(
      'För många registreringar från samma adress. Vänta en stund och försök igen.',
    );
    // Another client of the same load balancer is not held back.
    expect((await from(apps[1]!, '192.0.2.11', 10)).statusCode).toBe(201);
  });
});

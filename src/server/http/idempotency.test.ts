import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { createAccount, testClock, useWorkshop, validWorkOrder, type Account } from '../test/harness';
import { addMember } from '../test/team';
import { sweepIdempotencyKeys } from './idempotency';

// FIELD.md decision 8: a change sent again with its Idempotency-Key is carried out once.
describe.each(drivers)('Idempotency-Key on %s', (driver) => {
  const ctx = useWorkshop(driver);
  let keyCounter = 0;
  const newKey = () => `nyckel-${Date.now()}-${++keyCounter}`;
  const send = (account: Account, method: InjectOptions['method'], url: string, key: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${account.token}`, 'idempotency-key': key },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const countWorkOrders = async () => Number((await ctx.api().get('/api/workorders?limit=1')).headers['x-total-count']);

  it('carries out a repeated POST once and answers it again, saying so', async () => {
    const before = await countWorkOrders();
    const key = newKey();
    const first = await send(ctx.account, 'POST', '/api/workorders', key, validWorkOrder);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(ctx.account, 'POST', '/api/workorders', key, validWorkOrder);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await countWorkOrders()).toBe(before + 1);
  });

  it('refuses the same key with another body or another call with 422 in Swedish', async () => {
    const key = newKey();
    expect((await send(ctx.account, 'POST', '/api/workorders', key, validWorkOrder)).statusCode).toBe(201);
    const other = await send(ctx.account, 'POST', '/api/workorders', key, { ...validWorkOrder, title: 'Annat' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'request.idempotency_key_reused',
      message: messages.idempotencyKeyReused,
    });
    const elsewhere = await send(ctx.account, 'POST', '/api/customers', key, validWorkOrder);
    expect(elsewhere.statusCode).toBe(422);
  });

  it('answers a DELETE again with its empty 204, and a refusal again as it was', async () => {
    const id = (await ctx.api().post('/api/workorders', validWorkOrder)).json().id as string;
    const key = newKey();
    expect((await send(ctx.account, 'DELETE', `/api/workorders/${id}`, key)).statusCode).toBe(204);
    const again = await send(ctx.account, 'DELETE', `/api/workorders/${id}`, key);
    expect(again.statusCode).toBe(204);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe('');
    // Without the key the same call is a new one: the job is gone.
    expect((await ctx.api().delete(`/api/workorders/${id}`)).statusCode).toBe(404);
  });

  it('keeps keys per member: the same key of two members is two requests', async () => {
    const mechanic = await addMember(ctx.app, ctx.account, 'mechanic', 'Erik');
    const other = await createAccount(ctx.app);
    const key = newKey();
    const before = await countWorkOrders();
    expect((await send(ctx.account, 'POST', '/api/workorders', key, validWorkOrder)).statusCode).toBe(201);
    const byMechanic = await send(mechanic, 'POST', '/api/workorders', key, validWorkOrder);
    expect(byMechanic.statusCode).toBe(201);
    expect(byMechanic.headers['idempotent-replayed']).toBeUndefined();
    expect(await countWorkOrders()).toBe(before + 2);
    const byOther = await send(other, 'POST', '/api/workorders', key, validWorkOrder);
    expect(byOther.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers 409 in Swedish while the first is still running', async () => {
    const key = newKey();
    const [workshop] = await rowsOf<{ id: string }>(
      ctx.database.db,
      sql`select organisation_id as id from users where id = ${ctx.account.userId}`,
    );
    // The first request's claim, as another server holds it while it works.
    const first = await send(ctx.account, 'POST', '/api/workorders', key, validWorkOrder);
    expect(first.statusCode).toBe(201);
    await ctx.database.db.execute(
      sql`update idempotency_keys set status = null, response = null where organisation_id = ${workshop!.id} and key = ${key}`,
    );
    const started = Date.now();
    const repeat = await send(ctx.account, 'POST', '/api/workorders', key, validWorkOrder);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({
      code: 'request.idempotency_in_progress',
      message: 'Samma begäran behandlas redan',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
  });

  it('refuses a key too long, empty or not printable with 400 in Swedish, and ignores it on a read', async () => {
    for (const key of ['x'.repeat(256), '', 'nyckel\u0001', 'nyckel-å']) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/workorders',
        headers: { authorization: `Bearer ${ctx.account.token}`, 'idempotency-key': key },
        payload: validWorkOrder,
      });
      expect({ key, status: answer.statusCode }).toEqual({ key, status: 400 });
      expect(answer.json()).toMatchObject({
        code: 'request.idempotency_key_invalid',
        message: messages.idempotencyKeyInvalid,
      });
    }
    expect((await send(ctx.account, 'POST', '/api/workorders', 'x'.repeat(255), validWorkOrder)).statusCode).toBe(201);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/workorders',
      headers: { authorization: `Bearer ${ctx.account.token}`, 'idempotency-key': 'x'.repeat(300) },
    });
    expect(read.statusCode).toBe(200);
  });

  it('forgets a key after 24 hours: the sweep removes it and the call is a new one', async () => {
    const key = newKey();
    expect((await send(ctx.account, 'POST', '/api/workorders', key, validWorkOrder)).statusCode).toBe(201);
    await ctx.database.db.execute(
      sql`update idempotency_keys set created_at = created_at - interval '25 hours' where key = ${key}`,
    );
    // Expired but not yet swept: the next call takes the key over.
    const again = await send(ctx.account, 'POST', '/api/workorders', key, { ...validWorkOrder, title: 'Ny dag' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    await ctx.database.db.execute(
      sql`update idempotency_keys set created_at = created_at - interval '25 hours' where key = ${key}`,
    );
    expect(await sweepIdempotencyKeys(ctx.database.db, testClock)).toBeGreaterThanOrEqual(1);
    const left = await rowsOf<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from idempotency_keys where key = ${key}`,
    );
    expect(left[0]!.n).toBe(0);
  });
});

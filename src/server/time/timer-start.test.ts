import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, useWorkshop, validWorkOrder, type Account } from '../test/harness';
import { addMember } from '../test/team';

// Issue 44 review: the timer was committed before the job was put in progress, in a transaction of its
// own; when that second one failed the request answered 500 with the timer running anyway.
describe.each(drivers)('starting a timer on %s', (driver) => {
  const ctx = useWorkshop(driver);
  let first: Account;
  let second: Account;
  beforeAll(async () => {
    first = await addMember(ctx.app, ctx.account, 'mechanic', 'Erik');
    second = await addMember(ctx.app, ctx.account, 'mechanic', 'Lina');
  });
  const newJob = async (title: string) =>
    (await ctx.api().post('/api/workorders', { ...validWorkOrder, title })).json().id as string;
  const statusOf = async (id: string) => (await ctx.api().get(`/api/workorders/${id}`)).json().status;

  it('starts the timer and the job together or not at all', async () => {
    const earlier = await newJob('Byte av slang');
    const refusing = await newJob('Vägrar starta');
    expect((await as(ctx.app, first).post(`/api/workorders/${earlier}/timer`)).statusCode).toBe(201);
    // The job's status change fails in the database, after the timer's rows are written.
    await ctx.database.db.execute(
      sql.raw(`
      create function refuse_start() returns trigger language plpgsql as $$
      begin
        if new.title = 'Vägrar starta' and new.status = 'Pågående' then raise exception 'start refused by the test'; end if;
        return new;
      end $$`),
    );
    await ctx.database.db.execute(
      sql.raw('create trigger refuse_start before update on work_orders for each row execute function refuse_start()'),
    );
    try {
      expect((await as(ctx.app, first).post(`/api/workorders/${refusing}/timer`)).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger refuse_start on work_orders'));
      await ctx.database.db.execute(sql.raw('drop function refuse_start()'));
    }
    // Nothing of the failed request stays: the timer on the earlier job still runs, none on the refused one.
    expect((await as(ctx.app, first).get('/api/timer')).json()).toMatchObject({
      workOrderId: earlier,
      endedAt: null,
    });
    expect(await statusOf(refusing)).toBe('Väntande');
    const entries = (await ctx.api().get(`/api/time?workOrderId=${refusing}`)).json();
    expect(entries).toEqual([]);
    await as(ctx.app, first).delete('/api/timer');
  });

  it('refuses a timer on a finished job, and the timer running elsewhere keeps running', async () => {
    const running = await newJob('Pågår');
    const finished = await newJob('Avslutad');
    expect(
      (await ctx.api().put(`/api/workorders/${finished}`, { ...validWorkOrder, title: 'Avslutad', status: 'Klar' }))
        .statusCode,
    ).toBe(200);
    expect((await as(ctx.app, first).post(`/api/workorders/${running}/timer`)).statusCode).toBe(201);
    const refused = await as(ctx.app, first).post(`/api/workorders/${finished}/timer`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'work_order.finished',
      message: 'Arbetsordern är avslutad. Ändra status till Pågående för att ta tid på den.',
    });
    expect((await as(ctx.app, first).get('/api/timer')).json()).toMatchObject({ workOrderId: running, endedAt: null });
    expect(await statusOf(finished)).toBe('Klar');
    expect((await ctx.api().get(`/api/time?workOrderId=${finished}`)).json()).toEqual([]);
    await as(ctx.app, first).delete('/api/timer');
  });

  it('lets two mechanics swap between the same two jobs at once, every start whole and none deadlocked', async () => {
    const one = await newJob('Hjullastare');
    const two = await newJob('Grävmaskin');
    expect((await as(ctx.app, first).post(`/api/workorders/${one}/timer`)).statusCode).toBe(201);
    expect((await as(ctx.app, second).post(`/api/workorders/${two}/timer`)).statusCode).toBe(201);
    for (let round = 0; round < 6; round++) {
      const [toFirst, toSecond] = round % 2 === 0 ? [two, one] : [one, two];
      const started = await Promise.all([
        as(ctx.app, first).post(`/api/workorders/${toFirst}/timer`),
        as(ctx.app, second).post(`/api/workorders/${toSecond}/timer`),
      ]);
      expect(started.map((response) => [response.statusCode, response.json().workOrderId])).toEqual([
        [201, toFirst],
        [201, toSecond],
      ]);
    }
    expect([await statusOf(one), await statusOf(two)]).toEqual(['Pågående', 'Pågående']);
    expect((await as(ctx.app, first).get('/api/timer')).json().workOrderId).toBe(one);
    expect((await as(ctx.app, second).get('/api/timer')).json().workOrderId).toBe(two);
    // 2 + 12 starts, each stopping the one before: exactly two still run.
    const entries = [
      ...(await ctx.api().get(`/api/time?workOrderId=${one}`)).json(),
      ...(await ctx.api().get(`/api/time?workOrderId=${two}`)).json(),
    ];
    expect(entries).toHaveLength(14);
    expect(entries.filter((entry: { endedAt: string | null }) => entry.endedAt === null)).toHaveLength(2);
  });

  it('stops the timers running on a job when it is finished, in the same transaction, and says whose', async () => {
    const job = await newJob('Service 500 h');
    const other = await newJob('Däckbyte');
    expect((await as(ctx.app, first).post(`/api/workorders/${job}/timer`)).statusCode).toBe(201);
    expect((await as(ctx.app, second).post(`/api/workorders/${other}/timer`)).statusCode).toBe(201);
    const finish = () =>
      ctx.api().put(`/api/workorders/${job}`, { ...validWorkOrder, title: 'Service 500 h', status: 'Klar' });

    // Refused while stopping the timer: the job stays in progress and the timer runs.
    await ctx.database.db.execute(
      sql.raw(`
      create function refuse_stop() returns trigger language plpgsql as $$
      begin
        if new.ended_at is not null then raise exception 'stop refused by the test'; end if;
        return new;
      end $$`),
    );
    await ctx.database.db.execute(
      sql.raw('create trigger refuse_stop before update on time_entries for each row execute function refuse_stop()'),
    );
    try {
      expect((await finish()).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger refuse_stop on time_entries'));
      await ctx.database.db.execute(sql.raw('drop function refuse_stop()'));
    }
    expect(await statusOf(job)).toBe('Pågående');
    expect((await as(ctx.app, first).get('/api/timer')).json()).toMatchObject({
      workOrderId: job,
      endedAt: null,
    });

    const finished = await finish();
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({
      status: 'Klar',
      stoppedTimers: [{ userId: first.userId, userName: 'Erik Lund', hours: 0.25 }],
    });
    expect((await as(ctx.app, first).get('/api/timer')).statusCode).toBe(204);
    // Another job's timer runs on; finishing it again stops nothing more and says nothing.
    expect((await as(ctx.app, second).get('/api/timer')).json()).toMatchObject({
      workOrderId: other,
      endedAt: null,
    });
    expect((await finish()).json().stoppedTimers).toBeUndefined();
    const [entry] = (await ctx.api().get(`/api/time?workOrderId=${job}`)).json();
    expect(entry).toMatchObject({ hours: 0.25, endedAt: expect.any(String) });
    await as(ctx.app, second).delete('/api/timer');
  });
});

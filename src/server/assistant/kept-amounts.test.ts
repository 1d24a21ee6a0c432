import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { as, createAccount, useWorkshop, validInvoice, validWorkOrder } from '../test/harness';
import { keepUnkeptAmounts, keepUnkeptOpenJobs, keepUnkeptSteps } from './kept-state';

interface Kept {
  id: string;
  materialsOre: number | null;
  timeOre: number | null;
  billedOre: number | null;
  billedByInvoiceId: string | null;
}

// docs/decisions/031-kept-job-amounts.md: what each job is worth and what bills it, kept by every write
// of its materials, time, rates and invoices, equals what is derived afresh from the records.
describe.each(drivers)('the kept job amounts on %s', (driver) => {
  // A clock that moves, so that a timer runs for a while.
  let now = new Date('2026-06-15T06:00:00Z');
  const ctx = useWorkshop(driver, { clock: () => now });

  const workshopOf = async (account: { userId: string }) =>
    (
      await rowsOf<{ id: string }>(
        ctx.database.db,
        sql`select organisation_id as id from users where id = ${account.userId}`,
      )
    )[0]!.id;

  const kept = async (organisationId: string) =>
    (
      await rowsOf<Kept>(
        ctx.database.db,
        sql`select id, materials_ore::float8 as "materialsOre", time_ore::float8 as "timeOre", billed_ore::float8 as "billedOre",
                   billed_by_invoice_id as "billedByInvoiceId"
              from work_orders where organisation_id = ${organisationId} order by id`,
      )
    ).map((row) => ({ ...row, materialsOre: row.materialsOre === null ? null : Number(row.materialsOre) }));

  /** Forgets every kept amount of the workshop and derives them afresh, as for a row written by SQL. */
  const derived = async (organisationId: string) => {
    await ctx.database.db.execute(
      sql`update work_orders set materials_ore = null, time_ore = null, billed_ore = null, billed_by_invoice_id = null where organisation_id = ${organisationId}`,
    );
    await keepUnkeptAmounts(ctx.database.db, organisationId);
    return kept(organisationId);
  };

  it('equal what the records say after every kind of write of materials, time, rates and invoices', async () => {
    const owner = await createAccount(ctx.app);
    const api = as(ctx.app, owner);
    const organisationId = await workshopOf(owner);
    // After each write: what it kept, against the same derived afresh (which leaves them right for the next).
    const holds = async () => {
      const before = await kept(organisationId);
      expect(await derived(organisationId)).toEqual(before);
    };
    const ok = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) => {
      const answered = await response;
      expect(answered.statusCode, answered.body).toBe(status);
      return (answered.body ? answered.json() : undefined) as { id: string; hours?: number };
    };
    const rate = (await api.get('/api/rates')).json()[0];
    await ok(api.put(`/api/rates/${rate.id}`, { name: 'Verkstadstimme', unit: 'h', price: 850 }));
    await holds();
    const mileage = await ok(api.post('/api/rates', { name: 'Milersättning', unit: 'km', price: '12,50' }), 201);
    await holds();
    const job = (body: Record<string, unknown>) =>
      ok(api.post('/api/workorders', { ...validWorkOrder, status: 'Klar', ...body }), 201);
    const first = await job({
      materials: [{ name: 'Hydraulslang', quantity: '1,5', unitPrice: '1 000,00' }],
    });
    await holds();
    const second = await job({ materials: [] });
    await holds();
    const third = await job({ materials: [{ name: 'Fett', quantity: 2, unitPrice: 150 }] });
    await holds();

    // Materials changed; time added, moved between jobs, changed and deleted; a timer run.
    await ok(
      api.put(`/api/workorders/${second.id}`, {
        ...validWorkOrder,
        status: 'Klar',
        materials: [{ name: 'Filter', quantity: 3, unitPrice: 99.5 }],
      }),
    );
    await holds();
    const entry = await ok(api.post('/api/time', { workOrderId: first.id, date: '2026-06-10', hours: 2 }), 201);
    await holds();
    await ok(
      api.post('/api/time', {
        workOrderId: first.id,
        date: '2026-06-10',
        kilometres: 40,
        rateId: mileage.id,
      }),
      201,
    );
    await holds();
    const moved = await ok(api.post('/api/time', { workOrderId: second.id, date: '2026-06-10', hours: 1.5 }), 201);
    await holds();
    await ok(api.put(`/api/time/${moved.id}`, { workOrderId: third.id, date: '2026-06-10', hours: 1.75 }));
    await holds();
    const gone = await ok(api.post('/api/time', { workOrderId: third.id, date: '2026-06-11', hours: 3 }), 201);
    await holds();
    await ok(api.delete(`/api/time/${gone.id}`), 204);
    await holds();
    await ok(api.post('/api/time', { workOrderId: third.id, date: '2026-06-11', hours: 5, billable: false }), 201);
    await holds();
    // A timer runs on a job in progress (a finished one takes none).
    const inProgress = await job({ status: 'Pågående', materials: [] });
    await holds();
    await ok(api.post(`/api/workorders/${inProgress.id}/timer`), 201);
    await holds();
    now = new Date(now.getTime() + 100 * 60_000);
    await ok(api.delete('/api/timer'));
    await holds();

    // Invoiced, edited, moved to another job, deleted, credited; a rate's price changed afterwards.
    const invoice = await ok(
      api.post('/api/invoice', {
        ...validInvoice(first.id),
        items: [{ description: 'Arbete', quantity: 1, price: 1000 }],
      }),
      201,
    );
    await holds();
    await ok(
      api.put(`/api/invoice/${invoice.id}`, {
        ...validInvoice(first.id),
        items: [{ description: 'Arbete', quantity: 2, price: 1000 }],
      }),
    );
    await holds();
    const movedInvoice = await ok(
      api.post('/api/invoice', {
        ...validInvoice(second.id),
        items: [{ description: 'Filter', quantity: 1, price: 300 }],
      }),
      201,
    );
    await holds();
    await ok(
      api.put(`/api/invoice/${movedInvoice.id}`, {
        ...validInvoice(third.id),
        items: [{ description: 'Filter', quantity: 1, price: 300 }],
      }),
    );
    await holds();
    const deleted = await ok(
      api.post('/api/invoice', {
        ...validInvoice(second.id),
        items: [{ description: 'Fel', quantity: 1, price: 10 }],
      }),
      201,
    );
    await holds();
    await ok(api.delete(`/api/invoice/${deleted.id}`), 204);
    await holds();
    const credited = await ok(
      api.post('/api/invoice', {
        ...validInvoice(second.id),
        items: [{ description: 'Filter', quantity: 3, price: 99.5 }],
      }),
      201,
    );
    await holds();
    await ok(api.post(`/api/invoice/${credited.id}/credit`), 201);
    await holds();
    await ok(api.put(`/api/rates/${mileage.id}`, { name: 'Milersättning', unit: 'km', price: 25 }));
    await holds();
    expect(entry.hours).toBe(2);

    const before = await kept(organisationId);
    expect(before.every((row) => row.materialsOre !== null && row.timeOre !== null && row.billedOre !== null)).toBe(
      true,
    );
    const byId = new Map(before.map((row) => [row.id, row]));
    // 1,5 × 1 000 kr of hose, 2 h × 850 kr and 40 km × 25 kr, billed 2 000 kr by the edited invoice.
    expect(byId.get(first.id)).toMatchObject({
      materialsOre: 150_000,
      timeOre: 270_000,
      billedOre: 200_000,
      billedByInvoiceId: invoice.id,
    });
    // Credited in full and its other invoices deleted or moved away: nothing bills it.
    expect(byId.get(second.id)).toMatchObject({
      materialsOre: 29_850,
      billedOre: 0,
      billedByInvoiceId: null,
    });
    expect(byId.get(third.id)).toMatchObject({
      materialsOre: 30_000,
      timeOre: 148_750,
      billedOre: 30_000,
      billedByInvoiceId: movedInvoice.id,
    });
    expect(await derived(organisationId)).toEqual(before);
  });

  it('stay right when people record time on one job and invoice it at the same moment', async () => {
    const owner = await createAccount(ctx.app);
    const api = as(ctx.app, owner);
    const organisationId = await workshopOf(owner);
    const rate = (await api.get('/api/rates')).json()[0];
    expect((await api.put(`/api/rates/${rate.id}`, { name: 'Verkstadstimme', unit: 'h', price: 600 })).statusCode).toBe(
      200,
    );
    const job = (await api.post('/api/workorders', { ...validWorkOrder, status: 'Klar' })).json();
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, index) =>
        api.post('/api/time', { workOrderId: job.id, date: '2026-06-10', hours: 0.25 * (index + 1) }),
      ),
      api.post('/api/invoice', {
        ...validInvoice(job.id),
        items: [{ description: 'Arbete', quantity: 1, price: 500 }],
      }),
      api.post('/api/invoice', {
        ...validInvoice(job.id),
        items: [{ description: 'Arbete', quantity: 1, price: 700 }],
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(8).fill(201), 201, 201]);
    const [row] = (await kept(organisationId)).filter((candidate) => candidate.id === job.id);
    // 9 h at 600 kr; both invoices bill it.
    expect(row).toMatchObject({ timeOre: 540_000, billedOre: 120_000 });
    expect(await derived(organisationId)).toEqual(await kept(organisationId));
  });

  it('are kept for rows written outside the app before Fakturakontroll reads them', async () => {
    const owner = await createAccount(ctx.app);
    const api = as(ctx.app, owner);
    const organisationId = await workshopOf(owner);
    const job = (
      await api.post('/api/workorders', { ...validWorkOrder, status: 'Klar', executionDate: '2026-06-01' })
    ).json();
    await ctx.database.db.execute(
      sql`update work_orders set materials = '[{"name":"Slang","quantity":"2","unitPrice":"450,50"}]'::jsonb, materials_ore = null, time_ore = null, billed_ore = null
           where id = ${job.id}`,
    );
    const findings = (await api.get('/api/insights')).json() as Array<{
      kind: string;
      amount: number | null;
      workOrderId?: string;
    }>;
    expect(
      findings.filter((finding) => finding.workOrderId === job.id).map(({ kind, amount }) => [kind, amount]),
    ).toEqual([['not-invoiced', 901]]);
    expect((await kept(organisationId)).find((row) => row.id === job.id)).toMatchObject({
      materialsOre: 90_100,
      timeOre: 0,
      billedOre: 0,
    });
  });
  it('keep each meter reading’s step from the one before it through every write of the machine’s readings', async () => {
    const owner = await createAccount(ctx.app);
    const api = as(ctx.app, owner);
    const organisationId = await workshopOf(owner);
    const steps = async () =>
      rowsOf<{ id: string; previousDate: string | null; previousTenths: number | null; stepKept: boolean }>(
        ctx.database.db,
        sql`select id, previous_date::text as "previousDate", previous_tenths::float8 as "previousTenths", step_kept as "stepKept"
              from meter_readings where organisation_id = ${organisationId} order by id`,
      );
    // What each write kept, against the same derived afresh.
    const holds = async () => {
      const before = await steps();
      expect(before.every((row) => row.stepKept)).toBe(true);
      await ctx.database.db.execute(
        sql`update meter_readings set previous_date = null, previous_tenths = null, step_kept = false where organisation_id = ${organisationId}`,
      );
      await keepUnkeptSteps(ctx.database.db, organisationId);
      expect(await steps()).toEqual(before);
    };
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
      })
    ).json();
    const other = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'L120H',
      })
    ).json();
    const reading = async (value: number, readingDate: string) => {
      const response = await api.post(`/api/machines/${machine.id}/meter-readings`, { value, readingDate });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: string };
    };
    await reading(1000, '2026-06-01');
    await holds();
    await reading(1100, '2026-06-10');
    await holds();
    // Between the two: the later one now steps from it.
    const between = await reading(1050, '2026-06-05');
    await holds();
    expect((await steps()).filter((row) => row.previousTenths === 10_500)).toHaveLength(1);
    expect((await api.delete(`/api/machines/${machine.id}/meter-readings/${between.id}`)).statusCode).toBe(204);
    await holds();
    // A work order's intake reading, moved to another machine, then the work order deleted.
    const job = await api.post('/api/workorders', {
      ...validWorkOrder,
      machineId: machine.id,
      meterReading: 1080,
      executionDate: '2026-06-08',
    });
    expect(job.statusCode, job.body).toBe(201);
    await holds();
    const moved = await api.put(`/api/workorders/${job.json().id}`, {
      ...validWorkOrder,
      machineId: other.id,
      meterReading: 10,
      executionDate: '2026-06-08',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await holds();
    const back = await api.put(`/api/workorders/${job.json().id}`, {
      ...validWorkOrder,
      machineId: machine.id,
      meterReading: 1090,
      executionDate: '2026-06-09',
    });
    expect(back.statusCode, back.body).toBe(200);
    await holds();
    expect((await api.delete(`/api/workorders/${job.json().id}`)).statusCode).toBe(204);
    await holds();
    expect((await steps()).map((row) => row.previousTenths).sort()).toEqual([10_000, null]);
  });

  /** Each machine of the workshop and whether it has an open job, as kept. */
  const openJobs = async (organisationId: string) =>
    rowsOf<{ id: string; hasOpenJob: boolean | null }>(
      ctx.database.db,
      sql`select id, has_open_job as "hasOpenJob" from machines where organisation_id = ${organisationId} order by id`,
    );
  /** What each write kept, against the same derived afresh (docs/decisions/032). */
  const openJobsHold = async (organisationId: string) => {
    const before = await openJobs(organisationId);
    expect(before.every((row) => row.hasOpenJob !== null)).toBe(true);
    await ctx.database.db.execute(
      sql`update machines set has_open_job = null where organisation_id = ${organisationId}`,
    );
    await keepUnkeptOpenJobs(ctx.database.db, organisationId);
    expect(await openJobs(organisationId)).toEqual(before);
    return new Map(before.map((row) => [row.id, row.hasOpenJob]));
  };

  it('keep whether each machine has an open job through every write of its jobs', async () => {
    const owner = await createAccount(ctx.app);
    const api = as(ctx.app, owner);
    const organisationId = await workshopOf(owner);
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
      })
    ).json();
    const other = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Hjullastare',
        make: 'Volvo',
        model: 'L70H',
      })
    ).json();
    expect(await openJobsHold(organisationId)).toEqual(
      new Map([
        [machine.id, false],
        [other.id, false],
      ]),
    );
    const write = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>, status: number) => {
      const answered = await response;
      expect(answered.statusCode, answered.body).toBe(status);
      return answered.json() as { id: string };
    };
    const job = await write(
      api.post('/api/workorders', { ...validWorkOrder, machineId: machine.id, status: 'Väntande' }),
      201,
    );
    expect((await openJobsHold(organisationId)).get(machine.id)).toBe(true);
    await write(
      api.put(`/api/workorders/${job.id}`, { ...validWorkOrder, machineId: machine.id, status: 'Klar' }),
      200,
    );
    expect((await openJobsHold(organisationId)).get(machine.id)).toBe(false);
    await write(
      api.put(`/api/workorders/${job.id}`, { ...validWorkOrder, machineId: machine.id, status: 'Pågående' }),
      200,
    );
    expect((await openJobsHold(organisationId)).get(machine.id)).toBe(true);
    // Moved to the other machine: the first has none open, the other has.
    await write(
      api.put(`/api/workorders/${job.id}`, { ...validWorkOrder, machineId: other.id, status: 'Pågående' }),
      200,
    );
    expect(await openJobsHold(organisationId)).toEqual(
      new Map([
        [machine.id, false],
        [other.id, true],
      ]),
    );
    await write(
      api.put(`/api/workorders/${job.id}`, { ...validWorkOrder, machineId: other.id, status: 'Avbruten' }),
      200,
    );
    expect((await openJobsHold(organisationId)).get(other.id)).toBe(false);
    const second = await write(
      api.post('/api/workorders', { ...validWorkOrder, machineId: other.id, status: 'Väntande' }),
      201,
    );
    expect((await openJobsHold(organisationId)).get(other.id)).toBe(true);
    expect((await api.delete(`/api/workorders/${second.id}`)).statusCode).toBe(204);
    expect((await openJobsHold(organisationId)).get(other.id)).toBe(false);
  });

  it('keep a machine without an open job when two people finish its last two jobs at the same moment', async () => {
    const owner = await createAccount(ctx.app);
    const api = as(ctx.app, owner);
    const organisationId = await workshopOf(owner);
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
      })
    ).json();
    const jobs = await Promise.all(
      [1, 2, 3, 4].map(async () =>
        (await api.post('/api/workorders', { ...validWorkOrder, machineId: machine.id, status: 'Pågående' })).json(),
      ),
    );
    const answers = await Promise.all(
      jobs.map((job: { id: string }) =>
        api.put(`/api/workorders/${job.id}`, { ...validWorkOrder, machineId: machine.id, status: 'Klar' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await openJobsHold(organisationId)).toEqual(new Map([[machine.id, false]]));
  });

  it('keep the open job of a machine written outside the app before Fakturakontroll reads it', async () => {
    const owner = await createAccount(ctx.app);
    const api = as(ctx.app, owner);
    const organisationId = await workshopOf(owner);
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Hjullastare',
        make: 'Volvo',
        model: 'L70H',
      })
    ).json();
    const plan = await api.post(`/api/machines/${machine.id}/service-plan`, {
      name: 'Årsservice',
      everyMonths: 12,
      lastDoneDate: '2025-01-10',
    });
    expect(plan.statusCode, plan.body).toBe(201);
    expect(
      (await api.post('/api/workorders', { ...validWorkOrder, machineId: machine.id, status: 'Väntande' })).statusCode,
    ).toBe(201);
    // As a restore of an older backup leaves it: nothing kept, so it would read as a machine nobody attends to.
    await ctx.database.db.execute(sql`update machines set has_open_job = null where id = ${machine.id}`);
    const findings = (await api.get('/api/insights')).json() as Array<{ kind: string; machineId?: string }>;
    expect(findings.filter((finding) => finding.machineId === machine.id)).toEqual([]);
    expect(await openJobs(organisationId)).toEqual([{ id: machine.id, hasOpenJob: true }]);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates';
import type { ServiceStatus } from '../../shared/machines';
import { byUrgency, worstStatus } from '../../shared/service-schedule';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { TEST_TODAY, testClock, useWorkshop } from '../test/harness';
import { readIntervals } from './read-intervals';
import { serviceDueEntries } from './service-due';

// The status kept on intervals and machines (docs/decisions/029) against the status computed from the
// facts, as the plan page shows it: equal on every day, after every kind of change it derives from.

describe.each(drivers)('the kept service status on %s', (driver) => {
  let now = testClock();
  const ctx = useWorkshop(driver, { clock: () => now });
  const api = ctx.api;
  const on = (day: string) => {
    now = new Date(`${day}T10:00:00Z`);
  };
  let customerId: string;
  let organisationId: string;
  beforeAll(async () => {
    customerId = (await api().post('/api/customers', { name: 'Åkeri & Schakt AB' })).json().id;
    const [row] = await rowsOf<{ id: string }>(
      ctx.database.db,
      sql`select organisation_id as id from customers where id = ${customerId}`,
    );
    organisationId = row!.id;
  });

  const ok = (response: { statusCode: number; body: string }, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return JSON.parse(response.body || 'null');
  };
  const newMachine = async (body: Record<string, unknown>) =>
    ok(await api().post('/api/machines', { customerId, ...body }), 201);
  const read = async (machineId: string, value: number, readingDate: string) =>
    ok(
      await api().post(`/api/machines/${machineId}/meter-readings`, {
        value,
        readingDate,
        confirmJump: true,
      }),
      201,
    );

  /** The day's statuses and list order computed from the facts, beside what the API answers from the kept state. */
  async function expectKeptEqualsComputed(day: string) {
    on(day);
    const db = ctx.database.db;
    const intervals = await readIntervals(db, organisationId, { today: day });
    const computed = new Map<string, ServiceStatus[]>();
    for (const { facts, state } of intervals)
      computed.set(facts.machineId, [...(computed.get(facts.machineId) ?? []), state.status]);
    const listed = ok(await api().get('/api/machines?limit=100')) as Array<{
      id: string;
      serviceStatus: ServiceStatus | null;
    }>;
    for (const machine of listed)
      expect(machine.serviceStatus, `${machine.id} on ${day}`).toBe(worstStatus(computed.get(machine.id) ?? []));
    for (const status of ['ok', 'due_soon', 'overdue'] as const) {
      const filtered = ok(await api().get(`/api/machines?limit=100&serviceStatus=${status}`)) as Array<{
        id: string;
      }>;
      const expected = listed.filter((machine) => machine.serviceStatus === status).map((machine) => machine.id);
      expect(filtered.map((machine) => machine.id).sort(), `${status} on ${day}`).toEqual(expected.sort());
    }
    for (const within of [30, 90]) {
      const { entries: order, total } = await serviceDueEntries(
        db,
        organisationId,
        { today: day },
        { within, limit: 1000 },
      );
      const states = await readIntervals(db, organisationId, { today: day }, {}, within);
      const expected = states
        .filter(({ state }) => state.status !== 'ok')
        .sort((a, b) => byUrgency(a.state, b.state))
        .map(({ facts }) => [facts.id, facts.machineId]);
      expect(order, `the list to book within ${within} days on ${day}`).toEqual(expected);
      expect(total).toBe(expected.length);
    }
  }

  /** Every eleventh day from a month back to two years on: the forecasts' year moves past readings on the way. */
  async function expectEqualOverTime(from: string) {
    for (let day = addDays(from, -30); day <= addDays(from, 730); day = addDays(day, 11))
      await expectKeptEqualsComputed(day);
  }

  it('equals the status computed from the facts on every day, through readings, work orders and plan edits', async () => {
    on(addDays(TEST_TODAY, -400));
    const start = addDays(TEST_TODAY, -400);
    // An excavator read every month: forecasts that move as readings leave the year.
    const excavator = await newMachine({
      category: 'Grävmaskin',
      make: 'Volvo',
      model: 'EC220E',
      serialNumber: 'KEPT-1',
    });
    on(addDays(start, 370));
    for (let month = 0; month < 13; month += 1)
      await read(excavator.id, 1000 + month * 110, addDays(start, month * 30));
    // A truck with last service given, a tractor with its plan removed, a loader read once, close to its meter.
    const truck = await newMachine({ category: 'Lastbil', make: 'Scania', registrationNumber: 'KPT123' });
    const truckPlan = ok(await api().get(`/api/machines/${truck.id}/service-plan`));
    ok(
      await api().put(`/api/machines/${truck.id}/service-plan/${truckPlan[0].id}`, {
        name: 'Årsservice',
        everyMeter: 60000,
        everyMonths: 12,
        lastDoneDate: start,
      }),
    );
    const tractor = await newMachine({ category: 'Traktor', make: 'Valtra', serialNumber: 'KEPT-3' });
    for (const interval of ok(await api().get(`/api/machines/${tractor.id}/service-plan`))) {
      ok(await api().delete(`/api/machines/${tractor.id}/service-plan/${interval.id}`), 204);
    }
    const loader = await newMachine({
      category: 'Hjullastare',
      make: 'Volvo',
      model: 'L120H',
      serialNumber: 'KEPT-4',
    });
    ok(
      await api().post(`/api/machines/${loader.id}/service-plan`, {
        name: 'Smörjning',
        everyMeter: 50,
        lastDoneMeter: 100,
      }),
      201,
    );
    await read(loader.id, 146, start);
    await expectEqualOverTime(start);

    // A finished work order performs the excavator's 500 h service; moved in date, then to the loader, then gone.
    on(addDays(start, 380));
    const [service500] = ok(await api().get(`/api/machines/${excavator.id}/service-plan`));
    const job = ok(
      await api().post('/api/workorders', {
        title: 'Service 500 h',
        workCategory: 'Service',
        machineId: excavator.id,
        serviceIntervalIds: [service500.id],
        status: 'Klar',
        meterReading: 2500,
      }),
      201,
    );
    await expectEqualOverTime(start);
    ok(await api().put(`/api/workorders/${job.id}`, { ...job, executionDate: addDays(start, 370) }));
    await expectKeptEqualsComputed(addDays(start, 380));
    ok(
      await api().put(`/api/workorders/${job.id}`, {
        ...job,
        machineId: loader.id,
        serviceIntervalIds: [],
        meterReading: 160,
      }),
    );
    await expectKeptEqualsComputed(addDays(start, 380));
    on(addDays(start, 380));
    ok(await api().delete(`/api/workorders/${job.id}`), 204);

    // A reading deleted, the loader's interval edited over its meter: overdue by the meter alone.
    const [latest] = ok(await api().get(`/api/machines/${excavator.id}/meter-readings`));
    ok(await api().delete(`/api/machines/${excavator.id}/meter-readings/${latest.id}`), 204);
    const [lubrication] = ok(await api().get(`/api/machines/${loader.id}/service-plan`)).filter(
      (interval: { name: string }) => interval.name === 'Smörjning',
    );
    ok(
      await api().put(`/api/machines/${loader.id}/service-plan/${lubrication.id}`, {
        name: 'Smörjning',
        everyMeter: 40,
        lastDoneMeter: 100,
      }),
    );
    await expectEqualOverTime(start);
  }, 240_000);

  it('writes a state the migration or a restore left unwritten on the first read, before it answers', async () => {
    on(TEST_TODAY);
    const machine = await newMachine({
      category: 'Grävmaskin',
      make: 'CAT',
      model: '320',
      serialNumber: 'KEPT-5',
    });
    await read(machine.id, 1600, TEST_TODAY);
    const [service500] = ok(await api().get(`/api/machines/${machine.id}/service-plan`));
    ok(
      await api().put(`/api/machines/${machine.id}/service-plan/${service500.id}`, {
        name: 'Service 500 h',
        everyMeter: 500,
        everyMonths: 6,
        lastDoneMeter: 1000,
      }),
    );
    const db = ctx.database.db;
    await db.execute(
      sql`update service_intervals set state_valid_until = '-infinity', due_date = null, meter_overdue_on = null where machine_id = ${machine.id}`,
    );
    await db.execute(
      sql`update machines set service_overdue_from = null, has_service_plan = false where id = ${machine.id}`,
    );
    expect(ok(await api().get(`/api/machines/${machine.id}`)).serviceStatus).toBe('overdue');
    await expectKeptEqualsComputed(TEST_TODAY);
  });
});

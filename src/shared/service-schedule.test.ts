import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween } from './dates';
import { byUrgency, forecastDate, intervalState, resolveLastDone, worstStatus } from './service-schedule';

const h = (hours: number) => hours * 10;
const reading = (date: string, hours: number) => ({ date, tenths: h(hours) });
const noReadings = { latest: null, windowStart: null };

describe('months', () => {
  it('ends on the month’s last day when it lacks the day, leap years included', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2028-02-29', 48)).toBe('2032-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-06-15', 120)).toBe('2036-06-15');
  });

  it('counts days across years and leap days', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-06-15', '2026-06-01')).toBe(-14);
  });
});

describe('last done', () => {
  const added = { date: '2026-01-10', meterTenths: h(800) };
  it('is the finished work order, else what the user gave, else the day the interval was added', () => {
    const workOrder = { id: 'wo', date: '2026-05-01', meterTenths: h(1510) };
    expect(resolveLastDone({ workOrder, given: { date: '2025-12-01', meterTenths: h(1000) }, added })).toEqual({
      date: '2026-05-01',
      meterTenths: h(1510),
      source: 'work-order',
      workOrderId: 'wo',
    });
    expect(
      resolveLastDone({ workOrder: null, given: { date: '2025-12-01', meterTenths: h(1000) }, added }),
    ).toMatchObject({
      date: '2025-12-01',
      meterTenths: h(1000),
      source: 'given',
    });
    // A meter given without a date counts from the day the interval was added.
    expect(resolveLastDone({ workOrder: null, given: { date: null, meterTenths: h(1000) }, added })).toMatchObject({
      date: '2026-01-10',
      meterTenths: h(1000),
    });
    expect(resolveLastDone({ workOrder: null, given: { date: null, meterTenths: null }, added })).toMatchObject({
      ...added,
      source: 'added',
    });
  });
});

describe('whichever comes first', () => {
  const every500hOr6Months = { everyMeter: 500, everyMonths: 6 };
  const doneAt1000 = { date: '2026-01-15', meterTenths: h(1000) };
  const today = '2026-03-01';
  const at = (hours: number, date = today) => ({ latest: reading(date, hours), windowStart: null });

  it('is due soon within a tenth of the meter interval, overdue exactly at the due value', () => {
    expect(intervalState(every500hOr6Months, doneAt1000, at(1449.9), today)).toMatchObject({
      status: 'ok',
      nextDueMeterTenths: h(1500),
      nextDueDate: '2026-07-15',
    });
    expect(intervalState(every500hOr6Months, doneAt1000, at(1450), today).status).toBe('due_soon');
    expect(intervalState(every500hOr6Months, doneAt1000, at(1460), today).status).toBe('due_soon');
    expect(intervalState(every500hOr6Months, doneAt1000, at(1499.9), today).status).toBe('due_soon');
    expect(intervalState(every500hOr6Months, doneAt1000, at(1500), today).status).toBe('overdue');
  });

  it('is due soon 30 days before the date and overdue the day after it', () => {
    expect(intervalState(every500hOr6Months, doneAt1000, at(1100), '2026-06-14').status).toBe('ok');
    expect(intervalState(every500hOr6Months, doneAt1000, at(1100), '2026-06-15').status).toBe('due_soon');
    expect(intervalState(every500hOr6Months, doneAt1000, at(1100), '2026-07-15').status).toBe('due_soon');
    expect(intervalState(every500hOr6Months, doneAt1000, at(1100), '2026-07-16').status).toBe('overdue');
    expect(intervalState(every500hOr6Months, doneAt1000, at(1100), '2026-06-14', 31).status).toBe('due_soon');
  });

  it('counts months from 31 January to the end of February', () => {
    const state = intervalState(
      { everyMeter: null, everyMonths: 1 },
      { date: '2026-01-31', meterTenths: null },
      noReadings,
      '2026-03-01',
    );
    expect(state).toMatchObject({ nextDueDate: '2026-02-28', nextDueMeterTenths: null, status: 'overdue' });
  });

  it('knows a machine without readings only by the date', () => {
    const state = intervalState(every500hOr6Months, { date: '2026-01-15', meterTenths: null }, noReadings, today);
    expect(state).toMatchObject({
      nextDueDate: '2026-07-15',
      nextDueMeterTenths: null,
      forecastDate: null,
      status: 'ok',
    });
  });

  it('reads an interval in kilometres like one in hours', () => {
    const truck = { everyMeter: 60_000, everyMonths: 12 };
    const done = { date: '2026-01-01', meterTenths: h(120_000) };
    expect(intervalState(truck, done, at(174_000), today).status).toBe('due_soon');
    expect(intervalState(truck, done, at(173_999.9), today).status).toBe('ok');
    expect(intervalState(truck, done, at(170_000), today)).toMatchObject({
      status: 'ok',
      nextDueMeterTenths: h(180_000),
      nextDueDate: '2027-01-01',
    });
  });

  it('is due soon when the forecast reaches the meter within 30 days', () => {
    // 10 h a day from 1 100 h to 1 200 h: 1 500 h in 30 more days; at 5 h a day in 60.
    const meter = { windowStart: reading('2026-02-19', 1100), latest: reading(today, 1200) };
    expect(intervalState(every500hOr6Months, doneAt1000, meter, today)).toMatchObject({
      forecastDate: '2026-03-31',
      status: 'due_soon',
    });
    const slower = { windowStart: reading('2026-02-19', 1150), latest: reading(today, 1200) };
    expect(intervalState(every500hOr6Months, doneAt1000, slower, today)).toMatchObject({
      forecastDate: '2026-04-30',
      status: 'ok',
    });
  });
});

describe('forecast', () => {
  it('needs two readings at least seven days apart, and use', () => {
    expect(forecastDate(null, reading('2026-03-01', 1200), h(1500))).toBeNull();
    expect(forecastDate(reading('2026-03-01', 1100), reading('2026-03-01', 1200), h(1500))).toBeNull();
    expect(forecastDate(reading('2026-02-23', 1100), reading('2026-03-01', 1200), h(1500))).toBeNull();
    expect(forecastDate(reading('2026-02-22', 1100), reading('2026-03-01', 1200), h(1500))).not.toBeNull();
    expect(forecastDate(reading('2026-02-01', 1200), reading('2026-03-01', 1200), h(1500))).toBeNull();
    expect(forecastDate(reading('2026-02-01', 1100), reading('2026-03-01', 1200), null)).toBeNull();
  });

  const day = fc.integer({ min: 0, max: 3000 }).map((offset) => addDays('2020-01-01', offset));
  const readings = fc
    .record({
      start: day,
      span: fc.integer({ min: 7, max: 365 }),
      first: fc.integer({ min: 0, max: 50_000 }),
      use: fc.integer({ min: 1, max: 100_000 }),
    })
    .map(({ start, span, first, use }) => ({
      first: { date: start, tenths: first },
      latest: { date: addDays(start, span), tenths: first + use },
      span,
      use,
    }));

  it('falls on or after the latest reading, and the meter reaches the due value by then at the average use', () => {
    fc.assert(
      fc.property(readings, fc.integer({ min: 1, max: 200_000 }), ({ first, latest, span, use }, ahead) => {
        const due = latest.tenths + ahead;
        const forecast = forecastDate(first, latest, due);
        if (forecast === null) return;
        const days = daysBetween(latest.date, forecast);
        expect(days).toBeGreaterThanOrEqual(1);
        // Reached on the forecast day, not yet the day before.
        expect(latest.tenths + (days * use) / span).toBeGreaterThanOrEqual(due);
        expect(latest.tenths + ((days - 1) * use) / span).toBeLessThan(due);
      }),
    );
  });

  it('comes no later for a machine used more, or a due value nearer', () => {
    fc.assert(
      fc.property(
        readings,
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        ({ first, latest }, ahead, more) => {
          const due = latest.tenths + ahead;
          const base = forecastDate(first, latest, due);
          const busier = forecastDate({ ...first, tenths: first.tenths - Math.min(first.tenths, more) }, latest, due);
          const nearer = forecastDate(first, latest, due - Math.min(ahead - 1, more));
          if (base === null) return;
          expect(busier === null || busier <= base).toBe(true);
          expect(nearer === null || nearer <= base).toBe(true);
        },
      ),
    );
  });

  it('is the latest reading’s day once the meter has reached the due value', () => {
    fc.assert(
      fc.property(readings, fc.integer({ min: 0, max: 100_000 }), ({ first, latest }, behind) => {
        expect(forecastDate(first, latest, latest.tenths - behind)).toBe(latest.date);
      }),
    );
  });
});

describe('the list to book', () => {
  it('puts overdue first, then by the day due, undated last', () => {
    const items = [
      { status: 'due_soon' as const, dueOn: '2026-07-01' },
      { status: 'overdue' as const, dueOn: '2026-06-01' },
      { status: 'due_soon' as const, dueOn: null },
      { status: 'overdue' as const, dueOn: '2026-05-01' },
      { status: 'due_soon' as const, dueOn: '2026-06-20' },
    ];
    expect([...items].sort(byUrgency)).toEqual([items[3], items[1], items[4], items[0], items[2]]);
  });

  it('takes a machine’s worst interval as its status', () => {
    expect(worstStatus([])).toBeNull();
    expect(worstStatus(['ok', 'due_soon', 'ok'])).toBe('due_soon');
    expect(worstStatus(['ok', 'overdue', 'due_soon'])).toBe('overdue');
  });
});

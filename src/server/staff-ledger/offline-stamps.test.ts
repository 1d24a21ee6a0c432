import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp } from '../test/harness';
import { pdfTextLines } from '../test/pdf-text';

// FIELD.md decision 9: a check-in or check-out made offline carries the device's time of the action.
describe.each(drivers)('staff ledger stamps made offline on %s', (driver) => {
  const now = new Date('2026-08-03T12:00:00Z');
  const test = useTestApp(driver, {}, { clock: () => now });
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it('records the device time and when it arrived, and the inspection view marks it registered offline', async () => {
    const owner = await createAccount(test.app);
    const checkIn = await as(test.app, owner).post('/api/staff-ledger/check-in', { at: minutesAgo(300) });
    expect(checkIn.statusCode).toBe(201);
    expect(checkIn.json()).toMatchObject({
      checkIn: minutesAgo(300),
      receivedAt: now.toISOString(),
      checkOutReceivedAt: null,
    });
    // Sent within ten minutes of its time: an ordinary stamp, nothing marked.
    const checkOut = await as(test.app, owner).post('/api/staff-ledger/check-out', { at: minutesAgo(5) });
    expect(checkOut.statusCode).toBe(200);
    expect(checkOut.json()).toMatchObject({
      checkOut: minutesAgo(5),
      receivedAt: now.toISOString(),
      checkOutReceivedAt: null,
    });
    const pdf = await as(test.app, owner).get('/api/staff-ledger/pdf?from=2026-08-03&to=2026-08-03');
    const text = (await pdfTextLines(pdf.rawPayload)).join('\n');
    expect(text).toContain('09:00');
    // The In column wraps the mark under the check-in's time.
    expect(text).toMatch(/09:00 registrerad\s+13:55\s+4,92\s+offline\s+2026-08-03 14:00/);
    expect(text.match(/registrerad/g)).toHaveLength(1);
  });

  it('refuses an at in the future or more than 24 hours old with 400 in Swedish, writing nothing', async () => {
    const owner = await createAccount(test.app);
    const ahead = await as(test.app, owner).post('/api/staff-ledger/check-in', { at: minutesAgo(-6) });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({ code: 'request.device_time_in_future', message: messages.deviceTimeInFuture });
    const old = await as(test.app, owner).post('/api/staff-ledger/check-in', { at: minutesAgo(24 * 60 + 1) });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'request.device_time_too_old', message: messages.deviceTimeTooOld(1) });
    expect((await as(test.app, owner).get('/api/staff-ledger/present')).json().present).toEqual([]);
    // A phone a minute ahead is the server's now: nothing is stamped later than the server heard of it.
    const skewed = await as(test.app, owner).post('/api/staff-ledger/check-in', { at: minutesAgo(-1) });
    expect(skewed.json()).toMatchObject({ checkIn: now.toISOString(), receivedAt: null });
    const before = await as(test.app, owner).post('/api/staff-ledger/check-out', { at: minutesAgo(60) });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ code: 'staff_ledger.check_out_before_check_in' });
  });
});

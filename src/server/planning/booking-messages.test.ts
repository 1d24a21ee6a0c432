import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, createTestApp, uniqueCompany, validWorkOrder, type TestApp } from '../test/harness';
import { SmsStub } from '../test/sms-stub';
import { mailsIn } from '../test/team';

const off = { email: false, sms: false };
const eventsOf = (ics: string) =>
  Object.values(ical.sync.parseICS(ics)).filter((item): item is VEvent => item?.type === 'VEVENT');

describe.each(drivers)('the customer hears of a booking on %s', (driver) => {
  const stub = new SmsStub();
  let test: TestApp;
  beforeAll(async () => {
    await stub.start();
    test = await createTestApp(driver, { smsUrl: stub.url(), smsFrom: 'Svenssons' });
  });
  afterAll(async () => {
    await test.close();
    await stub.close();
  });

  async function workshop(bookingChanged = { email: true, sms: true }) {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    expect((await api.put('/api/company', uniqueCompany())).statusCode).toBe(200);
    const settings = { workOrderReady: off, bookingChanged, invoiceSent: off };
    expect((await api.put('/api/company/messages', settings)).statusCode).toBe(200);
    const phone = `070-${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const customer = (
      await api.post('/api/customers', { name: 'Åkeri Nord AB', email: `kund${phone.slice(4)}@akerinord.se`, phone })
    ).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
      })
    ).json();
    const job = (
      await api.post('/api/workorders', { ...validWorkOrder, customerId: customer.id, machineId: machine.id })
    ).json();
    const hall = (await api.post('/api/bays', { name: 'Hall 1' })).json();
    const toCustomer = async () => {
      await test.app.mailSender.deliverDue();
      return (await mailsIn(test.mailOutboxDir)).filter((mail) => mail.to === customer.email);
    };
    const sms = () => stub.requests.filter((request) => request.fields.to === `+4670${phone.slice(4)}`);
    return { owner, api, job, hall, toCustomer, sms };
  }

  it('mails the booking with a calendar file and texts it, once per booking and once per move', async () => {
    const { api, job, hall, toCustomer, sms } = await workshop();
    const booked = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-03-31T07:00',
      end: '2026-03-31T09:00',
      bayId: hall.id,
    });
    expect(booked.statusCode).toBe(200);
    const [first] = await toCustomer();
    expect(first!.subject).toBe('Bokad tid tisdag 31 mars kl. 07:00–09:00 – Svenssons Maskinservice AB');
    expect(first!.text).toContain('Arbetet på Volvo EC220E är bokat tisdag 31 mars kl. 07:00–09:00 i Hall 1.');
    const [attachment] = first!.attachments;
    expect(attachment!.filename).toBe('bokning.ics');
    expect(attachment!.contentType).toBe('text/calendar');
    const [event] = eventsOf(attachment!.content.toString('utf8'));
    expect(event!.uid).toBe(`booking-${job.id}@verkstan`);
    expect(event!.start.toISOString()).toBe('2026-03-31T05:00:00.000Z');
    expect(event!.location).toBe('Hall 1');
    expect(sms().map((request) => request.fields.message)).toEqual([
      'Svenssons Maskinservice AB: Arbetet på Volvo EC220E är bokat tisdag 31 mars kl. 07:00–09:00 i Hall 1.',
    ]);

    // The same write again (a retry) changes neither time nor place: nothing more goes.
    await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-03-31T07:00',
      end: '2026-03-31T09:00',
      bayId: hall.id,
    });
    expect(await toCustomer()).toHaveLength(1);

    // Moved to Wednesday: a second mail, its calendar file the same event at the new time.
    const moved = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-04-01T10:00',
      end: '2026-04-01T12:00',
      bayId: hall.id,
      version: 2,
    });
    expect(moved.statusCode).toBe(200);
    const mails = await toCustomer();
    expect(mails).toHaveLength(2);
    const second = mails.find((mail) => mail.subject.startsWith('Ny tid'))!;
    expect(second.text).toContain('är flyttat till onsdag 1 april kl. 10:00–12:00 i Hall 1.');
    const [movedEvent] = eventsOf(second.attachments[0]!.content.toString('utf8'));
    expect(movedEvent!.uid).toBe(event!.uid);
    expect(movedEvent!.start.toISOString()).toBe('2026-04-01T08:00:00.000Z');
    expect(movedEvent!.end!.toISOString()).toBe('2026-04-01T10:00:00.000Z');
    expect(Number(movedEvent!.sequence)).toBe(2);
    expect(sms()).toHaveLength(2);

    // A stale move (409) tells nobody.
    const stale = await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-04-02T10:00',
      end: '2026-04-02T12:00',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(await toCustomer()).toHaveLength(2);
  });

  it('writes the booking, the move and the unbooking to the work order’s trail', async () => {
    const { api, job } = await workshop(off);
    await api.put(`/api/workorders/${job.id}/booking`, { start: '2026-03-31T07:00', end: '2026-03-31T09:00' });
    await api.put(`/api/workorders/${job.id}/booking`, { start: '2026-04-01T07:00', end: '2026-04-01T09:00' });
    expect((await api.delete(`/api/workorders/${job.id}/booking`)).statusCode).toBe(204);
    const trail = (await api.get(`/api/audit?entity=workOrder&id=${job.id}`)).json();
    const booking = trail.filter((event: { action: string }) => event.action !== 'created');
    expect(booking.map((event: { action: string }) => event.action)).toEqual(['booked', 'moved', 'unbooked']);
    expect(booking[1].changes).toEqual([
      { field: 'booking.start', from: '2026-03-31T07:00', to: '2026-04-01T07:00' },
      { field: 'booking.end', from: '2026-03-31T09:00', to: '2026-04-01T09:00' },
    ]);
  });

  it('tells nobody when the workshop left it off, and nobody for a job without a customer', async () => {
    const { api, job, toCustomer, sms } = await workshop(off);
    await api.put(`/api/workorders/${job.id}/booking`, { start: '2026-03-31T07:00', end: '2026-03-31T09:00' });
    expect(await toCustomer()).toHaveLength(0);
    expect(sms()).toHaveLength(0);
    const { api: other } = await workshop();
    const own = (await other.post('/api/workorders', { ...validWorkOrder, title: 'Egen maskin' })).json();
    const response = await other.put(`/api/workorders/${own.id}/booking`, {
      start: '2026-03-31T07:00',
      end: '2026-03-31T09:00',
    });
    expect(response.statusCode).toBe(200);
  });
});

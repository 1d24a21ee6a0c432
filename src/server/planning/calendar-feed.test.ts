import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

describe.each(drivers)('the calendar feed on %s', (driver) => {
  const test = useTestApp(driver);
  const fetchFeed = (url: string) => test.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('gives a member their bookings as RFC 5545 in Swedish time, the same event across moves', async () => {
    const owner = await createAccount(test.app);
    const nils = await addMember(test.app, owner, 'mechanic', 'Nils');
    const api = as(test.app, owner);
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB', phone: '0920-12345' })).json();
    const title = 'Byte av hydraulslang på bomcylinder och kontroll av alla slangar, kopplingar och filter';
    const job = (await api.post('/api/workorders', { ...validWorkOrder, title, customerId: customer.id })).json();
    const notHis = (await api.post('/api/workorders', { ...validWorkOrder, title: 'Annans jobb' })).json();
    const hall = (await api.post('/api/bays', { name: 'Hall 1' })).json();
    // Over the last Sunday of October (25 hours), then moved over the last Sunday of March (23 hours).
    await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2026-10-23T15:00',
      end: '2026-10-26T08:00',
      bayId: hall.id,
      assigneeIds: [nils.userId],
    });
    await api.put(`/api/workorders/${notHis.id}/booking`, { start: '2026-10-23T07:00', end: '2026-10-23T09:00' });

    const made = await as(test.app, nils).post('/api/user/calendar-feed');
    expect(made.statusCode).toBe(201);
    const { url } = made.json();
    expect(url).toMatch(/^http.*\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = await fetchFeed(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = first.body;
    // CRLF only, every line at most 75 octets (folded), Sweden's zone written out.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Stockholm');
    expect(text).toContain('DTSTART;TZID=Europe/Stockholm:20261023T150000');
    expect(text).toContain('DTEND;TZID=Europe/Stockholm:20261026T080000');

    // Read back by a parser nobody here wrote: one event, at the right instants over the change to summer time.
    const eventsOf = (ics: string) =>
      Object.values(ical.sync.parseICS(ics)).filter((item): item is VEvent => item?.type === 'VEVENT');
    const parsed = eventsOf(text);
    expect(parsed).toHaveLength(1);
    const [event] = parsed;
    expect(event!.uid).toBe(`booking-${job.id}@verkstan`);
    expect(event!.summary).toBe(`${job.workOrderNumber} ${title}`);
    expect(event!.location).toBe('Hall 1');
    expect(event!.start.toISOString()).toBe('2026-10-23T13:00:00.000Z');
    expect(event!.end!.toISOString()).toBe('2026-10-26T07:00:00.000Z');
    expect(Number(event!.sequence)).toBe(0);

    // Moved: the same UID, a higher SEQUENCE, the new time.
    await api.put(`/api/workorders/${job.id}/booking`, {
      start: '2027-03-26T14:00',
      end: '2027-03-29T10:00',
      onSite: true,
      address: 'Grustaget, Boden',
      version: 1,
    });
    const [moved] = eventsOf((await fetchFeed(url)).body);
    expect(moved!.uid).toBe(event!.uid);
    expect(Number(moved!.sequence)).toBe(1);
    expect(moved!.start.toISOString()).toBe('2027-03-26T13:00:00.000Z');
    expect(moved!.end!.toISOString()).toBe('2027-03-29T08:00:00.000Z');
    expect(moved!.location).toBe('Ute hos kund: Grustaget, Boden');
  });

  it('stops a link at once when a new one is made or it is revoked', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const first = (await api.post('/api/user/calendar-feed')).json().url;
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = (await api.post('/api/user/calendar-feed')).json().url;
    const replaced = await fetchFeed(first);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json().message).toBe('Kalenderlänken finns inte eller har återkallats.');
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect((await api.delete('/api/user/calendar-feed')).statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    for (const path of [
      '/api/calendar/nonsense.ics',
      `/api/calendar/${'a'.repeat(43)}.ics`,
      `/api/calendar/${'a'.repeat(43)}`,
    ]) {
      expect((await test.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
    // No sign-in needed, and none that would show someone else's.
    expect((await test.app.inject({ method: 'POST', url: '/api/user/calendar-feed' })).statusCode).toBe(401);
  });
});

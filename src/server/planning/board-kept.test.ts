import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, uniqueCompany, useTestApp, validWorkOrder } from '../test/harness';
import { mailsIn } from '../test/team';
import { consumerWithMachine, quoteBody } from '../quotes/test-data';

// The planning board is kept in memory until the workshop's next change, like a list page: every change
// must reach it at once, a member's writes and the customer's on a public link alike (a quote accepted
// makes a job for the tray; an invitation accepted makes a row on the board).

describe.each(drivers)('the planning board kept until a change, on %s', (driver) => {
  const test = useTestApp(driver);
  const week = '/api/planning?from=2026-06-15&to=2026-06-21';

  it('answers a second read from memory, and reads again after a member books a job', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const job = (await api.post('/api/workorders', validWorkOrder)).json();
    expect((await api.get(week)).headers['server-timing']).toBe('cache;desc=database');
    const again = await api.get(week);
    expect(again.headers['server-timing']).toBe('cache;desc=memory');
    expect(again.json().unbooked.map((tray: { id: string }) => tray.id)).toEqual([job.id]);

    await api.put(`/api/workorders/${job.id}/booking`, { start: '2026-06-16T07:00', end: '2026-06-16T10:00' });
    const after = (await api.get(week)).json();
    expect(after.unbooked).toEqual([]);
    expect(after.bookings.map((booking: { workOrderId: string }) => booking.workOrderId)).toEqual([job.id]);
  });

  it('shows at once the job a customer’s acceptance on the quote link made, and the member an invitation made', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    await api.put('/api/company', uniqueCompany());
    const { customer } = await consumerWithMachine(test.app, owner);
    const quote = (await api.post('/api/quotes', quoteBody(customer.id))).json();
    const before = new Set((await mailsIn(test.mailOutboxDir)).map((mail) => mail.file));
    expect((await api.post(`/api/quotes/${quote.id}/send`, {})).statusCode).toBe(200);
    await test.app.mailSender.deliverDue();
    const mail = (await mailsIn(test.mailOutboxDir)).find((candidate) => !before.has(candidate.file))!;
    const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;

    // Both kept: the board and the office's first page of jobs.
    for (const path of [week, '/api/workorders?limit=50']) {
      await api.get(path);
      expect((await api.get(path)).headers['server-timing']).toBe('cache;desc=memory');
    }
    const accepted = await test.app.inject({
      method: 'POST',
      url: `/api/public/quotes/${token}/accept`,
      payload: { name: 'Karin Berg' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { workOrderId } = (await api.get(`/api/quotes/${quote.id}`)).json();
    expect((await api.get(week)).json().unbooked.map((tray: { id: string }) => tray.id)).toEqual([workOrderId]);
    expect((await api.get('/api/workorders?limit=50')).json().map((job: { id: string }) => job.id)).toEqual([
      workOrderId,
    ]);

    const invited = (
      await api.post('/api/team/invitations', { email: `nils-${Date.now()}@verkstad.se`, role: 'mechanic' })
    ).json();
    await api.get(week);
    expect((await api.get(week)).headers['server-timing']).toBe('cache;desc=memory');
    const joined = await test.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${(invited.link as string).split('/').at(-1)}/accept`,
      payload: { firstName: 'Nils', lastName: 'Lund', password: 'mekanikerns-lösen-1' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const members = (await api.get(week)).json().members.map((member: { name: string }) => member.name);
    expect(members).toEqual(['Anna Svensson', 'Nils Lund']);
  });
});

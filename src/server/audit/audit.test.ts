import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validInvoice, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

interface Event {
  userName: string;
  action: string;
  entity: string;
  changes: Array<{ field: string; from: unknown; to: unknown }>;
}

describe.each(drivers)('the audit trail on %s', (driver) => {
  const test = useTestApp(driver);

  it('records who created and changed a work order, field by field, oldest first', async () => {
    const owner = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic', 'Anna');
    const created = await as(test.app, owner).post('/api/workorders', validWorkOrder);
    const id = created.json().id;
    const edited = await as(test.app, mechanic).put(`/api/workorders/${id}`, {
      ...validWorkOrder,
      status: 'Pågående',
      priority: 'high',
    });
    expect(edited.statusCode).toBe(200);
    // Saving it unchanged writes nothing.
    await as(test.app, mechanic).put(`/api/workorders/${id}`, {
      ...validWorkOrder,
      status: 'Pågående',
      priority: 'high',
    });

    const trail = await as(test.app, mechanic).get(`/api/audit?entity=workOrder&id=${id}`);
    expect(trail.statusCode).toBe(200);
    const events = trail.json() as Event[];
    expect(events.map((event) => [event.userName, event.action])).toEqual([
      ['Anna Svensson', 'created'],
      ['Anna Lund', 'updated'],
    ]);
    expect(events[1]!.changes).toEqual([
      { field: 'status', from: 'Väntande', to: 'Pågående' },
      { field: 'priority', from: 'medium', to: 'high' },
    ]);
  });

  it('keeps the trail of a deleted work order, and of invoices: created, paid, credited', async () => {
    const owner = await createAccount(test.app);
    const workOrder = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json();
    const invoice = (await as(test.app, owner).post('/api/invoice', validInvoice(workOrder.id))).json();
    const paid = await as(test.app, owner).put(`/api/invoice/${invoice.id}`, {
      ...validInvoice(workOrder.id),
      status: 'paid',
    });
    expect(paid.statusCode).toBe(200);
    const credit = await as(test.app, owner).post(`/api/invoice/${invoice.id}/credit`);
    expect(credit.statusCode).toBe(201);
    const trail = (await as(test.app, owner).get(`/api/audit?entity=invoice&id=${invoice.id}`)).json() as Event[];
    expect(trail.map((event) => event.action)).toEqual(['created', 'paid', 'credited']);
    expect(trail[1]!.changes).toContainEqual({ field: 'status', from: 'pending', to: 'paid' });

    const other = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json();
    expect((await as(test.app, owner).delete(`/api/workorders/${other.id}`)).statusCode).toBe(204);
    const deleted = (await as(test.app, owner).get(`/api/audit?entity=workOrder&id=${other.id}`)).json() as Event[];
    expect(deleted.map((event) => event.action)).toEqual(['created', 'deleted']);
  });

  it("answers 404 for another workshop's thing, 403 to a mechanic for invoices, 400 for an unknown kind", async () => {
    const owner = await createAccount(test.app);
    const stranger = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const workOrder = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json();
    const invoice = (await as(test.app, owner).post('/api/invoice', validInvoice(workOrder.id))).json();
    expect((await as(test.app, stranger).get(`/api/audit?entity=workOrder&id=${workOrder.id}`)).statusCode).toBe(404);
    expect((await as(test.app, stranger).get(`/api/audit?entity=invoice&id=${invoice.id}`)).statusCode).toBe(404);
    expect((await as(test.app, owner).get('/api/audit?entity=workOrder&id=inte-ett-id')).statusCode).toBe(404);
    const refused = await as(test.app, mechanic).get(`/api/audit?entity=invoice&id=${invoice.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'auth.forbidden', message: 'Du har inte behörighet att göra det här.' });
    const unknown = await as(test.app, owner).get(`/api/audit?entity=__proto__&id=${invoice.id}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Ange vad händelserna gäller: arbetsorder, faktura eller medarbetare.');
  });
});

describe.each(drivers)('assignment on %s', (driver) => {
  const test = useTestApp(driver);

  it('puts members on a job, lists "my jobs", and refuses anyone who is not a member', async () => {
    const owner = await createAccount(test.app);
    const stranger = await createAccount(test.app);
    const nils = await addMember(test.app, owner, 'mechanic', 'Nils');
    const karin = await addMember(test.app, owner, 'mechanic', 'Karin');
    const mine = await as(test.app, owner).post('/api/workorders', {
      ...validWorkOrder,
      title: 'Nils jobb',
      assigneeIds: [nils.userId],
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().assigneeIds).toEqual([nils.userId]);
    const both = (
      await as(test.app, owner).post('/api/workorders', {
        ...validWorkOrder,
        title: 'Båda',
        assigneeIds: [nils.userId, karin.userId],
      })
    ).json();
    await as(test.app, owner).post('/api/workorders', { ...validWorkOrder, title: 'Ingen' });

    const nilsJobs = await as(test.app, nils).get('/api/workorders?assignee=me');
    expect(nilsJobs.json().map((workOrder: { title: string }) => workOrder.title)).toEqual(['Båda', 'Nils jobb']);
    expect(nilsJobs.headers['x-total-count']).toBe('2');
    const karinsJobs = await as(test.app, owner).get(`/api/workorders?assignee=${karin.userId}`);
    expect(karinsJobs.json().map((workOrder: { title: string }) => workOrder.title)).toEqual(['Båda']);
    expect((await as(test.app, owner).get('/api/workorders?assignee=nonsens')).json()).toEqual([]);

    const strangerAssigned = await as(test.app, owner).post('/api/workorders', {
      ...validWorkOrder,
      assigneeIds: [stranger.userId],
    });
    expect(strangerAssigned.statusCode).toBe(400);
    expect(strangerAssigned.json().message).toBe('Tilldela bara medarbetare i verkstaden.');

    // Left out of an edit, the assignees are kept; the change is in the trail.
    const edited = await as(test.app, owner).put(`/api/workorders/${both.id}`, {
      ...validWorkOrder,
      title: 'Båda',
    });
    expect(edited.json().assigneeIds.sort()).toEqual([nils.userId, karin.userId].sort());
    const moved = await as(test.app, owner).put(`/api/workorders/${both.id}`, {
      ...validWorkOrder,
      title: 'Båda',
      assigneeIds: [karin.userId],
    });
    expect(moved.json().assigneeIds).toEqual([karin.userId]);
    const trail = (await as(test.app, owner).get(`/api/audit?entity=workOrder&id=${both.id}`)).json() as Event[];
    expect(trail.at(-1)!.changes).toEqual([
      { field: 'assigneeIds', from: [nils.userId, karin.userId].sort(), to: [karin.userId] },
    ]);

    // A removed member is no longer shown on the job.
    await as(test.app, owner).delete(`/api/team/${karin.userId}`);
    expect((await as(test.app, owner).get(`/api/workorders/${both.id}`)).json().assigneeIds).toEqual([]);
  });
});

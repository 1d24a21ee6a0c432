import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useWorkshop, validWorkOrder, type Account } from '../test/harness';
import { addMember } from '../test/team';

// Issue 44: a tick or a part from the job page was a whole PUT of the page's copy, so whatever the
// office saved in between was lost. The narrow calls change that one thing on the work order as it is.
describe.each(drivers)('the workbench on %s', (driver) => {
  const ctx = useWorkshop(driver);
  let mechanic: Account;
  let partId: string;
  beforeAll(async () => {
    mechanic = await addMember(ctx.app, ctx.account, 'mechanic');
    partId = (await ctx.api().post('/api/parts', { partNumber: 'OF-1', name: 'Oljefilter', salePrice: 189 })).json().id;
    await ctx.api().post(`/api/parts/${partId}/movements`, { type: 'receipt', quantity: 10, unitCost: 95 });
  });
  const office = () => ctx.api();
  const bench = () => as(ctx.app, mechanic);
  const newJob = async () =>
    (
      await office().post('/api/workorders', {
        ...validWorkOrder,
        status: 'Pågående',
        todoList: [{ text: 'Byt olja', done: false, egen: 1 }, { text: 'Byt filter' }],
        materials: [{ name: 'Trasor', quantity: 1 }],
      })
    ).json();

  it('keeps what the office saved while the mechanic held an older copy: both the tick and the part join it', async () => {
    const job = await newJob();
    const mechanicsCopy = (await bench().get(`/api/workorders/${job.id}`)).json();
    const edited = await office().put(`/api/workorders/${job.id}`, {
      ...validWorkOrder,
      title: 'Service och läckage',
      status: 'Pågående',
      todoList: [{ text: 'Byt olja', done: true, egen: 1 }, { text: 'Byt filter' }],
      materials: [
        { name: 'Trasor', quantity: 1 },
        { name: 'Hydraulolja 20 l', quantity: 2 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const ticked = await bench().put(`/api/workorders/${job.id}/checklist/1`, {
      done: true,
      text: mechanicsCopy.todoList[1].text,
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(
      (await bench().post(`/api/workorders/${job.id}/checklist`, { text: 'Smörj bommen', done: false })).statusCode,
    ).toBe(201);
    const added = await bench().post(`/api/workorders/${job.id}/materials`, { partId, quantity: '2' });
    expect(added.statusCode, added.body).toBe(201);

    const now = (await office().get(`/api/workorders/${job.id}`)).json();
    expect(now.title).toBe('Service och läckage');
    expect(now.todoList).toEqual([
      { text: 'Byt olja', done: true, egen: 1 },
      // Ticked and added now: each with when (FIELD.md decision 7, docs/decisions/067).
      { text: 'Byt filter', done: true, doneAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { text: 'Smörj bommen', done: false },
    ]);
    expect(now.materials).toEqual([
      { name: 'Trasor', quantity: 1 },
      { name: 'Hydraulolja 20 l', quantity: 2 },
      { partId, name: 'Oljefilter', unitPrice: 189, quantity: '2', addedAt: expect.stringMatching(/^\d{4}-/) },
    ]);
    expect(added.json()).toEqual(now);
    // Reserved as a PUT with the longer list reserves it; drawn once the job is finished.
    expect((await office().get(`/api/parts/${partId}`)).json()).toMatchObject({ onHand: 10, reserved: 2 });
    const trail = (await office().get(`/api/audit?entity=workOrder&id=${job.id}`)).json();
    expect(
      trail
        .slice(-3)
        .map((event: { changes: Array<{ field: string }> }) => event.changes.map((change) => change.field)),
    ).toEqual([['todoList'], ['todoList'], ['materials']]);
    await office().put(`/api/workorders/${job.id}`, { ...now, status: 'Klar' });
    expect((await office().get(`/api/parts/${partId}`)).json()).toMatchObject({ onHand: 8, reserved: 0 });
  });

  it('keeps both ticks of two mechanics at once', async () => {
    const job = await newJob();
    const both = await Promise.all([
      bench().put(`/api/workorders/${job.id}/checklist/0`, { done: true }),
      office().put(`/api/workorders/${job.id}/checklist/1`, { done: true }),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    const now = (await office().get(`/api/workorders/${job.id}`)).json();
    expect(now.todoList.map((item: { done?: boolean }) => item.done)).toEqual([true, true]);
    expect((await bench().put(`/api/workorders/${job.id}/checklist/0`, { done: false })).json().todoList[0]).toEqual({
      text: 'Byt olja',
      done: false,
      egen: 1,
    });
  });

  it('refuses hostile or stale input in Swedish and never touches another workshop', async () => {
    const job = await newJob();
    const cases: Array<[string, 'PUT' | 'POST', string, unknown, number, string]> = [
      [
        'index not a number',
        'PUT',
        `/api/workorders/${job.id}/checklist/abc`,
        { done: true },
        400,
        'Ange punktens nummer i checklistan (0 för den första).',
      ],
      [
        'negative index',
        'PUT',
        `/api/workorders/${job.id}/checklist/-1`,
        { done: true },
        400,
        'Ange punktens nummer i checklistan (0 för den första).',
      ],
      [
        'index past the list',
        'PUT',
        `/api/workorders/${job.id}/checklist/2`,
        { done: true },
        404,
        'Punkten finns inte i checklistan.',
      ],
      [
        'done not a boolean',
        'PUT',
        `/api/workorders/${job.id}/checklist/0`,
        { done: 'ja' },
        400,
        'done ska vara true eller false.',
      ],
      ['no body', 'PUT', `/api/workorders/${job.id}/checklist/0`, null, 400, 'Förfrågan måste vara ett JSON-objekt.'],
      [
        'a reordered list',
        'PUT',
        `/api/workorders/${job.id}/checklist/0`,
        { done: true, text: 'Byt filter' },
        409,
        'Checklistan har ändrats sedan du läste den. Läs in arbetsordern igen.',
      ],
      [
        'a point without text',
        'POST',
        `/api/workorders/${job.id}/checklist`,
        { done: false },
        400,
        'Skriv vad som ska göras.',
      ],
      [
        'a line without name or part',
        'POST',
        `/api/workorders/${job.id}/materials`,
        { quantity: 2 },
        400,
        'Ange materialets namn.',
      ],
      [
        'a list for a line',
        'POST',
        `/api/workorders/${job.id}/materials`,
        [{ name: 'Olja' }],
        400,
        'Förfrågan måste vara ett JSON-objekt.',
      ],
      [
        'a quantity of -1',
        'POST',
        `/api/workorders/${job.id}/materials`,
        { partId, quantity: -1 },
        400,
        'Ange ett antal mellan 0 och 1 000 000.',
      ],
      [
        'a part that is no id',
        'POST',
        `/api/workorders/${job.id}/materials`,
        { partId: 'x' },
        400,
        'Artikeln hittades inte.',
      ],
      [
        'no work order id',
        'POST',
        '/api/workorders/nej/materials',
        { name: 'Olja' },
        404,
        'Arbetsordern hittades inte.',
      ],
    ];
    for (const [what, method, url, payload, status, message] of cases) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${mechanic.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect([what, response.statusCode, response.json().message]).toEqual([what, status, message]);
    }
    const other = await createAccount(ctx.app);
    const theirPart = (
      await as(ctx.app, other).post('/api/parts', { partNumber: 'OF-1', name: 'Deras filter', salePrice: 1 })
    ).json().id;
    const foreignPart = await bench().post(`/api/workorders/${job.id}/materials`, { partId: theirPart });
    expect(foreignPart.statusCode).toBe(400);
    expect(foreignPart.json()).toMatchObject({
      message: 'Artikeln hittades inte.',
      errors: [{ field: 'partId' }],
    });
    expect((await as(ctx.app, other).put(`/api/workorders/${job.id}/checklist/0`, { done: true })).statusCode).toBe(
      404,
    );
    expect((await as(ctx.app, other).post(`/api/workorders/${job.id}/materials`, { name: 'Olja' })).statusCode).toBe(
      404,
    );
    expect((await as(ctx.app, other).post(`/api/workorders/${job.id}/checklist`, { text: 'Smörj' })).statusCode).toBe(
      404,
    );
    // Nothing refused was written.
    expect((await office().get(`/api/workorders/${job.id}`)).json()).toMatchObject({
      todoList: job.todoList,
      materials: job.materials,
    });
  });
});

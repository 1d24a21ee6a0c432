import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { ChatStub, completion } from '../test/chat-stub';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, useWorkshop, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

describe.each(drivers)('drafts by a language model on %s', (driver) => {
  const stub = new ChatStub();
  const overrides: Partial<Config> = {};
  beforeAll(async () => {
    await stub.start();
    overrides.ai = { baseUrl: stub.baseUrl, model: 'stub-model', apiKey: 'sk-test', timeoutMs: 1000 };
  });
  afterAll(() => stub.stop());
  const test = useTestApp(driver, overrides);

  /** A workshop with drafts switched on, a machine and a finished job on it. */
  async function workshop(title: string) {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const switched = await api.put('/api/assistant', { enabled: true });
    expect(switched.statusCode, switched.body).toBe(200);
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
      })
    ).json();
    const job = (
      await api.post('/api/workorders', {
        ...validWorkOrder,
        title,
        machineId: machine.id,
        status: 'Klar',
        executionDate: '2026-06-10',
        todoList: [{ text: 'Bytt hydraulslang bomcylinder', done: true }],
        materials: [{ name: 'Hydraulslang 1/2"', quantity: 2, unitPrice: 450 }],
      })
    ).json();
    expect(
      (
        await api.post('/api/time', {
          workOrderId: job.id,
          date: '2026-06-10',
          hours: 2.5,
          note: 'Läckan satt vid kopplingen',
        })
      ).statusCode,
    ).toBe(201);
    return { owner, api, machine, job };
  }

  it('is off until the owner switches it on; says which model and where the data goes; only the owner switches', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    expect((await api.get('/api/assistant')).json()).toEqual({
      available: true,
      enabled: false,
      model: 'stub-model',
      endpoint: `http://127.0.0.1:${stub.port}`,
    });
    const off = await api.post('/api/assistant/drafts', { kind: 'work-order', text: 'Grävaren läcker olja' });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(
      'AI-utkast är avstängda. Ägaren kan slå på dem under Inställningar → AI-utkast när servern har en språkmodell.',
    );
    const office = as(test.app, await addMember(test.app, owner, 'office'));
    expect((await office.put('/api/assistant', { enabled: true })).statusCode).toBe(403);
    expect((await api.put('/api/assistant', { enabled: 'ja' })).statusCode).toBe(400);
    expect((await api.put('/api/assistant', { enabled: true })).json()).toMatchObject({
      available: true,
      enabled: true,
    });
    expect((await office.get('/api/assistant')).json()).toMatchObject({ enabled: true });
  });

  it('writes "Utfört arbete" from this job only, and cites no work order that was not sent', async () => {
    const { owner, api, job } = await workshop('Byte av hydraulslang');
    const other = await workshop('Hemligt jobb hos konkurrenten');
    const sentBefore = stub.requests.length;
    stub.answer(
      completion(
        `Vi har bytt hydraulslangen vid bomcylindern (${job.workOrderNumber}), som läckte vid kopplingen. Samma fel som i ${other.job.workOrderNumber} och AO-20990101-999.`,
      ),
    );
    const mechanic = as(test.app, await addMember(test.app, owner, 'mechanic'));
    const response = await mechanic.post('/api/assistant/drafts', {
      kind: 'work-summary',
      workOrderId: job.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json();
    expect(draft).toEqual({
      kind: 'work-summary',
      text: `Vi har bytt hydraulslangen vid bomcylindern (${job.workOrderNumber}), som läckte vid kopplingen. Samma fel som i och.`,
      sources: [{ id: job.id, workOrderNumber: job.workOrderNumber }],
      model: 'stub-model',
    });

    expect(stub.requests.length).toBe(sentBefore + 1);
    const sent = stub.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('stub-model');
    expect(sent.body.response_format).toBeUndefined();
    const prompt = JSON.stringify(sent.body.messages);
    for (const fact of [
      job.workOrderNumber,
      'Byte av hydraulslang',
      'Bytt hydraulslang bomcylinder',
      'Hydraulslang 1/2',
      '2,5 tim',
      'Läckan satt vid kopplingen',
    ])
      expect(prompt).toContain(fact);
    expect(prompt).not.toContain(other.job.workOrderNumber);
    expect(prompt).not.toContain('Hemligt jobb');

    // The request is on the job's trail: which records and which model, not the text.
    const trail = (await api.get(`/api/audit?entity=draft&id=${job.id}`)).json();
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'requested',
        changes: [
          { field: 'kind', from: null, to: 'work-summary' },
          { field: 'model', from: null, to: 'stub-model' },
          { field: 'records', from: null, to: [job.workOrderNumber] },
        ],
      }),
    ]);
    expect(JSON.stringify(trail)).not.toContain('bomcylindern (');

    // Another workshop's job is 404, and nothing is sent.
    const foreign = await api.post('/api/assistant/drafts', {
      kind: 'work-summary',
      workOrderId: other.job.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await api.post('/api/assistant/drafts', { kind: 'machine-summary', machineId: other.machine.id })).statusCode,
    ).toBe(404);
    expect(stub.requests.length).toBe(sentBefore + 1);
  });

  it('summarises a machine from its jobs, readings and service plan', async () => {
    const { api, machine, job } = await workshop('Service 500 h');
    expect(
      (
        await api.post(`/api/machines/${machine.id}/meter-readings`, {
          value: 512,
          readingDate: '2026-06-12',
        })
      ).statusCode,
    ).toBe(201);
    stub.answer(completion(`Maskinen servades senast i ${job.workOrderNumber}.`));
    const response = await api.post('/api/assistant/drafts', {
      kind: 'machine-summary',
      machineId: machine.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'machine-summary',
      sources: [{ id: job.id, workOrderNumber: job.workOrderNumber }],
    });
    const prompt = JSON.stringify(stub.requests.at(-1)!.body.messages);
    for (const fact of ['Volvo EC220E', '2026-06-12 512 h', job.workOrderNumber, 'Serviceplan'])
      expect(prompt).toContain(fact);
  });

  it('drafts a work order from what the customer said as JSON checked against the shared schema; a malformed answer is never passed on', async () => {
    const { api, machine } = await workshop('Service');
    const fields = {
      title: 'Oljeläckage bom',
      description: 'Kunden ser olja under bommen.',
      workCategory: 'Felsökning',
      checklist: ['Leta läckage', 'Kontrollera slangar'],
    };
    stub.answer(completion(JSON.stringify(fields)));
    const response = await api.post('/api/assistant/drafts', {
      kind: 'work-order',
      machineId: machine.id,
      text: 'Grävaren läcker olja under bommen',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'work-order', fields, sources: [], model: 'stub-model' });
    expect(stub.requests.at(-1)!.body.response_format).toEqual({ type: 'json_object' });
    expect(JSON.stringify(stub.requests.at(-1)!.body.messages)).toContain('Grävaren läcker olja under bommen');

    for (const bad of [
      completion('Här är ett förslag: titel Oljeläckage'),
      completion(JSON.stringify({ ...fields, workCategory: 'Tvätt' })),
      { body: 'inte json' },
    ]) {
      stub.answer(bad);
      const refused = await api.post('/api/assistant/drafts', {
        kind: 'work-order',
        text: 'Grävaren läcker olja',
      });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe(
        'Språkmodellen gav ett svar som inte gick att använda. Försök igen, eller skriv texten själv.',
      );
    }
  });

  it('answers 503 in Swedish when the model fails or does not answer in time, and 400 for a request that names nothing', async () => {
    const { api, job } = await workshop('Service');
    for (const failure of [
      { status: 500, body: { error: { message: 'overloaded' } } },
      { ...completion('för sent'), delayMs: 1500 },
    ]) {
      stub.answer(failure);
      const response = await api.post('/api/assistant/drafts', { kind: 'work-summary', workOrderId: job.id });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        'Språkmodellen svarade inte. Försök igen om en stund, eller skriv texten själv.',
      );
    }
    for (const [body, message] of [
      [{ kind: 'work-summary' }, 'Ange vilken arbetsorder utkastet gäller.'],
      [{ kind: 'machine-summary' }, 'Ange vilken maskin utkastet gäller.'],
      [{ kind: 'work-order', text: '  ' }, 'Skriv vad kunden sa, så föreslår AI:n en arbetsorder.'],
      [{ kind: 'poem' }, 'Välj vilket slags utkast: work-summary, work-order eller machine-summary.'],
    ] as const) {
      const response = await api.post('/api/assistant/drafts', body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });
});

describe.each(drivers)('a model that answers too much on %s', (driver) => {
  const stub = new ChatStub();
  const overrides: Partial<Config> = {};
  beforeAll(async () => {
    await stub.start();
    overrides.ai = { baseUrl: stub.baseUrl, model: 'stub-model', apiKey: undefined, timeoutMs: 10_000 };
  });
  afterAll(() => stub.stop());
  const test = useTestApp(driver, overrides);

  it('reads at most 1 MB of its answer and answers 502 in Swedish; a long answer within the bound passes', async () => {
    const api = as(test.app, await createAccount(test.app));
    expect((await api.put('/api/assistant', { enabled: true })).statusCode).toBe(200);
    const tooLarge = 'Språkmodellens svar var större än 1 MB och lästes inte. Försök igen, eller skriv texten själv.';

    // 64 MB streamed without a length: the server stops reading shortly after the first megabyte.
    stub.answer({ body: null, streamBytes: 64 * 1024 * 1024 });
    const streamed = await api.post('/api/assistant/drafts', {
      kind: 'work-order',
      text: 'Grävaren läcker olja',
    });
    expect(streamed.statusCode).toBe(502);
    expect(streamed.json().message).toBe(tooLarge);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stub.streamedBytes).toBeLessThan(16 * 1024 * 1024);

    // 2 MB of prose, said up front in Content-Length: not passed on to the browser.
    const job = (
      await api.post('/api/workorders', { ...validWorkOrder, status: 'Klar', executionDate: '2026-06-10' })
    ).json();
    stub.answer(completion('Bytt slang. '.repeat(180_000)));
    const declared = await api.post('/api/assistant/drafts', { kind: 'work-summary', workOrderId: job.id });
    expect(declared.statusCode).toBe(502);
    expect(declared.json().message).toBe(tooLarge);

    const fields = {
      title: 'Oljeläckage',
      description: 'L'.repeat(2000),
      workCategory: 'Felsökning',
      checklist: [],
    };
    stub.answer(completion(JSON.stringify(fields)));
    const fine = await api.post('/api/assistant/drafts', {
      kind: 'work-order',
      text: 'Grävaren läcker olja',
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe.each(drivers)('a server without a model on %s', (driver) => {
  const ctx = useWorkshop(driver);

  it('says drafts are not available, and refuses to switch them on', async () => {
    expect((await ctx.api().get('/api/assistant')).json()).toEqual({
      available: false,
      enabled: false,
      model: null,
      endpoint: null,
    });
    const refused = await ctx.api().put('/api/assistant', { enabled: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Servern har ingen språkmodell ansluten. Den som driftar Verkstan kan ansluta en (AI_BASE_URL i driftdokumentationen).',
    );
    expect(
      (await ctx.api().post('/api/assistant/drafts', { kind: 'work-order', text: 'Läcker olja' })).statusCode,
    ).toBe(409);
  });
});

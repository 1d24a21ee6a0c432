import { describe, expect, it } from 'vitest';
import { formatOre } from '../../shared/money';
import { drivers } from '../test/database';
import { as, createAccount, useWorkshop, validInvoice, validWorkOrder } from '../test/harness';
import { addMember } from '../test/team';

interface Finding {
  key: string;
  kind: string;
  amount: number | null;
  message: string;
  workOrderId?: string;
  invoiceId?: string;
  machineId?: string;
  partId?: string;
}

// The test clock's day is 2026-06-15.
describe.each(drivers)('Fakturakontroll on %s', (driver) => {
  const ctx = useWorkshop(driver);

  async function workshop() {
    const owner = await createAccount(ctx.app);
    const api = as(ctx.app, owner);
    const rate = (await api.get('/api/rates')).json()[0];
    expect((await api.put(`/api/rates/${rate.id}`, { name: 'Verkstadstimme', unit: 'h', price: 850 })).statusCode).toBe(
      200,
    );
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
      })
    ).json();
    return { owner, api, customer, machine };
  }

  const findings = async (api: ReturnType<typeof as>) => {
    const response = await api.get('/api/insights');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Finding[];
  };
  const moneyFindings = async (api: ReturnType<typeof as>) =>
    (await findings(api)).filter((finding) => finding.amount !== null);

  it('finds the finished job nobody invoiced, the job billed for less than it used and the part sold below cost, with the kronor at stake', async () => {
    const { api, machine } = await workshop();
    const filter = (await api.post('/api/parts', { partNumber: 'HF-1', name: 'Hydraulfilter', salePrice: 300 })).json();
    expect(
      (await api.post(`/api/parts/${filter.id}/movements`, { type: 'receipt', quantity: 10, unitCost: 400 }))
        .statusCode,
    ).toBe(201);
    const job = async (body: Record<string, unknown>, hours?: number) => {
      const response = await api.post('/api/workorders', {
        ...validWorkOrder,
        machineId: machine.id,
        status: 'Klar',
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      if (hours)
        expect(
          (await api.post('/api/time', { workOrderId: response.json().id, date: '2026-06-09', hours })).statusCode,
        ).toBe(201);
      return response.json() as { id: string; workOrderNumber: string };
    };
    // 2 filters at 300 kr and 3 h at 850 kr, finished five days ago.
    const forgotten = await job(
      {
        title: 'Byte hydraulfilter',
        executionDate: '2026-06-10',
        materials: [{ partId: filter.id, quantity: 2 }],
      },
      3,
    );
    // Finished yesterday: there is still time to invoice it.
    await job({
      title: 'Smörjning',
      executionDate: '2026-06-14',
      materials: [{ name: 'Fett', quantity: 1, unitPrice: 150 }],
    });
    // 1 000 kr of hose and 2 h, billed 500 kr.
    const cheap = await job(
      {
        title: 'Slangbyte',
        executionDate: '2026-06-01',
        materials: [{ name: 'Hydraulslang', quantity: 1, unitPrice: '1 000,00' }],
      },
      2,
    );
    const invoice = (
      await api.post('/api/invoice', {
        ...validInvoice(cheap.id),
        items: [{ description: 'Slangbyte', quantity: 1, price: 500 }],
      })
    ).json();

    const found = await moneyFindings(api);
    expect(
      found.map(({ key, kind, amount, workOrderId, partId, invoiceId }) => ({
        key,
        kind,
        amount,
        workOrderId,
        partId,
        invoiceId,
      })),
    ).toEqual([
      {
        key: `not-invoiced:${forgotten.id}`,
        kind: 'not-invoiced',
        amount: 3150,
        workOrderId: forgotten.id,
        partId: undefined,
        invoiceId: undefined,
      },
      {
        key: `under-billed:${cheap.id}`,
        kind: 'under-billed',
        amount: 2200,
        workOrderId: cheap.id,
        partId: undefined,
        invoiceId: invoice.id,
      },
      // The 8 filters left in stock, 100 kr each below their cost.
      {
        key: `below-cost:part:${filter.id}`,
        kind: 'below-cost',
        amount: 800,
        workOrderId: undefined,
        partId: filter.id,
        invoiceId: undefined,
      },
      {
        key: `below-cost:${forgotten.id}:${filter.id}`,
        kind: 'below-cost',
        amount: 200,
        workOrderId: forgotten.id,
        partId: filter.id,
        invoiceId: undefined,
      },
    ]);
    expect(found[0]!.message).toContain(forgotten.workOrderNumber);
    expect(found[0]!.message).toContain(formatOre(315_000));
    expect(found[1]!.message).toContain(invoice.invoiceNumber);
    expect((await api.get('/api/insights/summary')).json()).toEqual({ count: 4, amount: 6350 });
    expect((await api.get('/api/insights?limit=1&offset=1')).json().map((finding: Finding) => finding.kind)).toEqual([
      'under-billed',
    ]);
    expect((await api.get('/api/insights?limit=1')).headers['x-total-count']).toBe('4');

    // Put right, each finding ends by itself: the job invoiced in full, the part's price raised.
    const billed = await api.post('/api/invoice', {
      ...validInvoice(forgotten.id),
      items: [
        { description: 'Hydraulfilter', quantity: 2, price: 450 },
        { description: 'Arbete', quantity: 3, price: 850 },
      ],
    });
    expect(billed.statusCode, billed.body).toBe(201);
    expect(
      (
        await api.put(`/api/parts/${filter.id}`, {
          partNumber: 'HF-1',
          name: 'Hydraulfilter',
          salePrice: 450,
        })
      ).statusCode,
    ).toBe(200);
    expect((await moneyFindings(api)).map((finding) => finding.kind)).toEqual(['under-billed']);
    // A credit note puts what it takes back at stake again.
    expect((await api.post(`/api/invoice/${invoice.id}/credit`)).statusCode).toBe(201);
    expect((await moneyFindings(api)).map(({ kind, amount }) => [kind, amount])).toEqual([['not-invoiced', 2700]]);
  });

  it('values a job’s time at each rate’s price, kilometres included and unbilled time left out, and prices it anew when a rate changes', async () => {
    const { api, machine } = await workshop();
    const rate = async (body: Record<string, unknown>) => {
      const response = await api.post('/api/rates', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: string };
    };
    const field = await rate({ name: 'Fälttimme', unit: 'h', price: 950 });
    const mileage = await rate({ name: 'Milersättning', unit: 'km', price: '12,50' });
    const job = (
      await api.post('/api/workorders', {
        ...validWorkOrder,
        machineId: machine.id,
        status: 'Klar',
        executionDate: '2026-06-01',
      })
    ).json();
    const time = async (body: Record<string, unknown>) =>
      expect((await api.post('/api/time', { workOrderId: job.id, date: '2026-06-01', ...body })).statusCode).toBe(201);
    await time({ hours: 2 });
    await time({ hours: 1.25, rateId: field.id });
    await time({ hours: 0.25, rateId: field.id });
    await time({ kilometres: 12.5, rateId: mileage.id });
    await time({ hours: 4, billable: false });
    const invoice = await api.post('/api/invoice', {
      ...validInvoice(job.id),
      items: [{ description: 'Arbete', quantity: 1, price: 1000 }],
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    // 2 h × 850 + 1,5 h × 950 + 12,5 km × 12,50 = 3 281,25 kr used, 1 000 kr billed.
    const underBilled = async () =>
      (await moneyFindings(api)).filter((finding) => finding.kind === 'under-billed').map((finding) => finding.amount);
    expect(await underBilled()).toEqual([2281.25]);
    expect((await api.put(`/api/rates/${field.id}`, { name: 'Fälttimme', unit: 'h', price: 1050 })).statusCode).toBe(
      200,
    );
    expect(await underBilled()).toEqual([2431.25]);
  });

  it('finds a meter reading that jumps more than 24 hours a day, and an overdue service with no open work order', async () => {
    const { api, customer, machine } = await workshop();
    const reading = (value: number, readingDate: string) =>
      api.post(`/api/machines/${machine.id}/meter-readings`, { value, readingDate });
    expect((await reading(1000, '2026-06-01')).statusCode).toBe(201);
    expect((await reading(1040, '2026-06-03')).statusCode).toBe(201);
    // 10 000 h in one day: a zero too many (saved all the same, after the question).
    const typo = await api.post(`/api/machines/${machine.id}/meter-readings`, {
      value: 11040,
      readingDate: '2026-06-04',
      confirmJump: true,
    });
    expect(typo.statusCode).toBe(201);
    const loader = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Hjullastare',
        make: 'Volvo',
        model: 'L70H',
        registrationNumber: 'ABC123',
      })
    ).json();
    const plan = await api.post(`/api/machines/${loader.id}/service-plan`, {
      name: 'Årsservice',
      everyMonths: 12,
      lastDoneDate: '2025-01-10',
    });
    expect(plan.statusCode, plan.body).toBe(201);

    const jumps = (await findings(api)).filter((finding) => finding.kind === 'meter-jump');
    expect(jumps).toEqual([
      expect.objectContaining({
        key: `meter-jump:${typo.json().id}`,
        amount: null,
        machineId: machine.id,
        message: expect.stringContaining('2026-06-04'),
      }),
    ]);
    const overdue = (await findings(api)).filter(
      (finding) => finding.kind === 'service-overdue' && finding.machineId === loader.id,
    );
    expect(overdue).toEqual([
      expect.objectContaining({
        key: `service-overdue:${loader.id}`,
        amount: null,
        message: expect.stringContaining('ABC123'),
      }),
    ]);
    expect(overdue[0]!.message).toContain('Årsservice är försenad och');
    // Two intervals overdue: the adjective agrees (issue 44).
    expect(
      (
        await api.post(`/api/machines/${loader.id}/service-plan`, {
          name: 'Hydraulservice',
          everyMonths: 6,
          lastDoneDate: '2025-01-10',
        })
      ).statusCode,
    ).toBe(201);
    const both = (await findings(api)).find(
      (finding) => finding.kind === 'service-overdue' && finding.machineId === loader.id,
    );
    expect(both!.message).toMatch(/(Årsservice, Hydraulservice|Hydraulservice, Årsservice) är försenade och/);

    // A work order opened for the loader, and the reading corrected, end both.
    expect(
      (await api.post('/api/workorders', { ...validWorkOrder, machineId: loader.id, title: 'Årsservice' })).statusCode,
    ).toBe(201);
    expect((await api.delete(`/api/machines/${machine.id}/meter-readings/${typo.json().id}`)).statusCode).toBe(204);
    const left = (await findings(api)).filter(
      (finding) => finding.kind === 'meter-jump' || finding.machineId === loader.id,
    );
    expect(left).toEqual([]);
  });

  it('remembers a dismissal as an audit event; an unknown key is 404; mechanics may not look; another workshop sees nothing of it', async () => {
    const { owner, api, machine } = await workshop();
    const done = (
      await api.post('/api/workorders', {
        ...validWorkOrder,
        machineId: machine.id,
        status: 'Klar',
        executionDate: '2026-06-01',
      })
    ).json();
    const key = `not-invoiced:${done.id}`;
    expect((await moneyFindings(api)).map((finding) => finding.key)).toEqual([key]);

    const stranger = as(ctx.app, await createAccount(ctx.app));
    expect(await findings(stranger)).toEqual([]);
    expect((await stranger.post(`/api/insights/${encodeURIComponent(key)}/dismiss`)).statusCode).toBe(404);
    const mechanic = as(ctx.app, await addMember(ctx.app, owner, 'mechanic'));
    for (const response of [
      await mechanic.get('/api/insights'),
      await mechanic.get('/api/insights/summary'),
      await mechanic.post(`/api/insights/${key}/dismiss`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'auth.forbidden', message: 'Du har inte behörighet att göra det här.' });
    }

    const dismissed = await api.post(`/api/insights/${encodeURIComponent(key)}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    expect(await moneyFindings(api)).toEqual([]);
    expect((await api.get('/api/insights/summary')).json()).toMatchObject({ amount: 0 });
    const trail = (await api.get(`/api/audit?entity=finding&id=${done.id}`)).json();
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'dismissed',
        changes: expect.arrayContaining([{ field: 'key', from: null, to: key }]),
      }),
    ]);

    for (const unknown of [key, 'not-invoiced:00000000-0000-0000-0000-000000000000', '__proto__', 'x'.repeat(90)]) {
      const response = await api.post(`/api/insights/${encodeURIComponent(unknown)}/dismiss`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'finding.not_found',
        message: 'Fyndet finns inte (längre) i Fakturakontroll.',
      });
    }
  });

  it('pages the whole list in its order: largest amount first, then by key, whichever kind a finding is', async () => {
    const { api, customer, machine } = await workshop();
    const ok = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 201) => {
      const answered = await response;
      expect(answered.statusCode, answered.body).toBe(status);
      return answered.json() as { id: string };
    };
    // Equal amounts across kinds: two jobs of 1 000 kr and three of 500 kr not invoiced, one billed 1 000 kr and two 500 kr short,
    // and stock 500 kr below its cost.
    const finished = (price: number) =>
      ok(
        api.post('/api/workorders', {
          ...validWorkOrder,
          status: 'Klar',
          executionDate: '2026-06-01',
          materials: [{ name: 'Slang', quantity: 1, unitPrice: price }],
        }),
      );
    for (const price of [1000, 500, 500, 1000, 500]) await finished(price);
    for (const price of [1500, 1000, 1000]) {
      const job = await finished(price);
      await ok(
        api.post('/api/invoice', {
          ...validInvoice(job.id),
          items: [{ description: 'Slang', quantity: 1, price: price - (price === 1500 ? 1000 : 500) }],
        }),
      );
    }
    const part = await ok(api.post('/api/parts', { partNumber: 'HF-1', name: 'Hydraulfilter', salePrice: 300 }));
    await ok(api.post(`/api/parts/${part.id}/movements`, { type: 'receipt', quantity: 5, unitCost: 400 }));
    // Four machines overdue that nobody attends to, and a meter that jumps: no amount, by key.
    for (const model of ['L70H', 'L90H', 'L110H', 'L120H']) {
      const loader = await ok(
        api.post('/api/machines', { customerId: customer.id, category: 'Hjullastare', make: 'Volvo', model }),
      );
      await ok(
        api.post(`/api/machines/${loader.id}/service-plan`, {
          name: 'Årsservice',
          everyMonths: 12,
          lastDoneDate: '2025-01-10',
        }),
      );
    }
    await ok(api.post(`/api/machines/${machine.id}/meter-readings`, { value: 100, readingDate: '2026-06-01' }));
    await ok(
      api.post(`/api/machines/${machine.id}/meter-readings`, {
        value: 9000,
        readingDate: '2026-06-02',
        confirmJump: true,
      }),
    );

    const all = await findings(api);
    expect(all).toHaveLength(14);
    // Byte order of the keys, as PostgreSQL's "C" collation.
    const byKey = (a: Finding, b: Finding) => (Buffer.from(a.key) < Buffer.from(b.key) ? -1 : 1);
    const inOrder = [...all].sort((a, b) =>
      a.amount === b.amount ? byKey(a, b) : b.amount === null ? -1 : a.amount === null ? 1 : b.amount - a.amount,
    );
    expect(all.map((finding) => finding.key)).toEqual(inOrder.map((finding) => finding.key));
    expect(all.map((finding) => finding.amount)).toEqual([
      ...Array(3).fill(1000),
      ...Array(6).fill(500),
      ...Array(5).fill(null),
    ]);
    expect(new Set(all.map((finding) => finding.kind))).toEqual(
      new Set(['not-invoiced', 'under-billed', 'below-cost', 'meter-jump', 'service-overdue']),
    );
    const pagesHold = async (list: Finding[]) => {
      for (const limit of [1, 2, 3, 5]) {
        for (let offset = 0; offset <= list.length; offset += 1) {
          const page = await api.get(`/api/insights?limit=${limit}&offset=${offset}`);
          expect(page.headers['x-total-count']).toBe(String(list.length));
          expect(
            page.json().map((finding: Finding) => finding.key),
            `limit ${limit}, offset ${offset}`,
          ).toEqual(list.slice(offset, offset + limit).map((finding) => finding.key));
        }
      }
    };
    await pagesHold(all);
    // A dismissed finding leaves the pages, the count and the sum.
    const dismissed = all[3]!;
    expect((await api.post(`/api/insights/${encodeURIComponent(dismissed.key)}/dismiss`)).statusCode).toBe(204);
    const left = all.filter((finding) => finding.key !== dismissed.key);
    expect((await api.get('/api/insights?limit=4&offset=2')).json().map((finding: Finding) => finding.key)).toEqual(
      left.slice(2, 6).map((finding) => finding.key),
    );
    expect((await api.get('/api/insights/summary')).json()).toEqual({
      count: 13,
      amount: 3 * 1000 + 5 * 500,
    });
    // With every finding that has an amount dismissed, those without one head the list, still by key.
    for (const finding of left.filter((candidate) => candidate.amount !== null)) {
      expect((await api.post(`/api/insights/${encodeURIComponent(finding.key)}/dismiss`)).statusCode).toBe(204);
    }
    await pagesHold(left.filter((finding) => finding.amount === null));
    expect((await api.get('/api/insights/summary')).json()).toEqual({ count: 5, amount: 0 });
  });
});

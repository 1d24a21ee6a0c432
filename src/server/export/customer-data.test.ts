import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, completeCompany, createAccount, useTestApp } from '../test/harness';
import { pdfTextLines } from '../test/pdf-text';
import { addMember } from '../test/team';
import { bgMaxFile } from '../test/bank-files';

describe.each(drivers)("one customer's data (%s)", (driver) => {
  const test = useTestApp(driver, { pdfThreads: 1 });

  /** A private person with a machine, a reading, a job, an invoice and a payment; and a company. */
  async function customerWithHistory() {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    await api.put('/api/company', completeCompany);
    const person = (
      await api.post('/api/customers', {
        name: 'Lars Nilsson',
        orgNumber: '811218-9876',
        email: 'lars.nilsson@exempel.se',
        phone: '070-123 45 67',
        street: 'Byvägen 3',
        postalCode: '93191',
        city: 'Skellefteå',
        notes: 'Ring före lämning',
      })
    ).json();
    const company = (
      await api.post('/api/customers', {
        name: 'Åkeri Nord AB',
        orgNumber: '556047-3521',
        contactPerson: 'Kim Berg',
        email: 'kim@akerinord.se',
      })
    ).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: person.id,
        category: 'Traktor',
        make: 'Valtra',
        model: 'N175',
        meterUnit: 'h',
      })
    ).json();
    await api.post(`/api/machines/${machine.id}/meter-readings`, { value: 3120, readingDate: '2026-06-01' });
    const job = (
      await api.post('/api/workorders', {
        title: 'Byte av hydraulslang',
        workCategory: 'Reparation',
        machineId: machine.id,
        status: 'Klar',
      })
    ).json();
    const invoice = (
      await api.post('/api/invoice', {
        customerName: person.name,
        customerEmail: person.email,
        customerAddress: 'Byvägen 3, 931 91 Skellefteå',
        customerId: person.id,
        workOrderId: job.id,
        items: [{ description: 'Arbete', quantity: 2, price: 850 }],
      })
    ).json();
    await api.post(`/api/invoice/${invoice.id}/payments`, {
      amount: 500,
      date: '2026-06-15',
      method: 'swish',
    });
    return { owner, api, person, company, machine, job, invoice };
  }

  it('extracts every record that names a customer, as JSON and as a readable PDF, for the office and owners only', async () => {
    const { owner, api, person, machine, job, invoice } = await customerWithHistory();
    const extract = await api.get(`/api/customers/${person.id}/extract`);
    expect(extract.statusCode).toBe(200);
    expect(extract.headers['content-type']).toMatch(/^application\/json/);
    expect(extract.headers['content-disposition']).toMatch(
      /^attachment; filename="registerutdrag-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = extract.json();
    expect(body).toMatchObject({
      format: 'verkstan-registerutdrag',
      controller: { name: completeCompany.name },
      customer: {
        name: 'Lars Nilsson',
        email: 'lars.nilsson@exempel.se',
        orgNumber: '811218-9876',
        notes: 'Ring före lämning',
      },
      machines: [{ id: machine.id, make: 'Valtra', model: 'N175' }],
      meterReadings: [{ machineId: machine.id, value: 3120, readingDate: '2026-06-01' }],
      workOrders: [{ id: job.id, title: 'Byte av hydraulslang' }],
      invoices: [
        {
          id: invoice.id,
          customerName: 'Lars Nilsson',
          amountToPay: 2125,
          lines: [{ description: 'Arbete', quantity: 2, unitPrice: 850 }],
        },
      ],
      payments: [{ amount: 500, method: 'swish' }],
      reminders: [],
    });
    expect(JSON.stringify(body)).not.toContain('Åkeri Nord AB');

    const pdf = await test.app.inject({
      method: 'GET',
      url: `/api/customers/${person.id}/extract`,
      headers: { authorization: `Bearer ${owner.token}`, accept: 'application/pdf' },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfTextLines(pdf.rawPayload)).join('\n');
    for (const expected of [
      'REGISTERUTDRAG',
      'Lars Nilsson',
      'lars.nilsson@exempel.se',
      'Valtra N175',
      'Byte av hydraulslang',
      'Betalningar (1)',
      '500,00',
    ]) {
      expect(text).toContain(expected);
    }

    const office = await addMember(test.app, owner, 'office');
    expect((await as(test.app, office).get(`/api/customers/${person.id}/extract`)).statusCode).toBe(200);
    const mechanic = await addMember(test.app, owner, 'mechanic');
    expect((await as(test.app, mechanic).get(`/api/customers/${person.id}/extract`)).statusCode).toBe(403);
    const stranger = await createAccount(test.app);
    expect((await as(test.app, stranger).get(`/api/customers/${person.id}/extract`)).statusCode).toBe(404);
    expect((await api.get('/api/customers/inte-ett-id/extract')).statusCode).toBe(404);
  });

  it('erases what bookkeeping does not need and keeps issued invoices as they were issued', async () => {
    const { owner, api, person, company, machine, invoice } = await customerWithHistory();
    const pdfBefore = (await pdfTextLines((await api.get(`/api/invoice/${invoice.id}/pdf`)).rawPayload)).join('\n');
    const office = await addMember(test.app, owner, 'office');
    expect((await as(test.app, office).post(`/api/customers/${person.id}/erase`)).statusCode).toBe(403);
    const stranger = await createAccount(test.app);
    expect((await as(test.app, stranger).post(`/api/customers/${person.id}/erase`)).statusCode).toBe(404);

    const erased = await api.post(`/api/customers/${person.id}/erase`);
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({
      id: person.id,
      customerNumber: person.customerNumber,
      name: 'Borttagen kund',
      orgNumber: null,
      email: null,
      phone: null,
      contactPerson: null,
      street: null,
      postalCode: null,
      city: null,
      notes: null,
    });
    // Nothing of them is found by a search any more; the machine stays on the anonymised entry.
    expect((await api.get('/api/customers?q=Nilsson')).json()).toEqual([]);
    expect((await api.get('/api/customers?q=811218')).json()).toEqual([]);
    expect((await api.get(`/api/machines/${machine.id}`)).json()).toMatchObject({ customerId: person.id });
    // The issued invoice is as it was issued: the seven years of bokföringslagen.
    expect((await api.get(`/api/invoice/${invoice.id}`)).json()).toMatchObject({
      customerName: 'Lars Nilsson',
      customerEmail: 'lars.nilsson@exempel.se',
    });
    expect((await pdfTextLines((await api.get(`/api/invoice/${invoice.id}/pdf`)).rawPayload)).join('\n')).toBe(
      pdfBefore,
    );
    // The trail says who erased which fields, never what they held.
    const events = (await test.database.db.execute(
      sql`select user_name, action, changes from audit_events where entity = 'customer' and entity_id = ${person.id}`,
    )) as unknown as { rows: Array<{ user_name: string; action: string; changes: unknown }> };
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0]).toMatchObject({ user_name: 'Anna Svensson', action: 'erased' });
    expect(JSON.stringify(events.rows[0]!.changes)).not.toMatch(/Nilsson|lars|811218|Byvägen|Ring/);
    expect(JSON.stringify(events.rows[0]!.changes)).toContain('email');

    // A company's organisation number is not personal data: it stays; its contact person goes.
    const companyErased = (await api.post(`/api/customers/${company.id}/erase`)).json();
    expect(companyErased).toMatchObject({
      name: 'Borttagen kund',
      orgNumber: '556047-3521',
      contactPerson: null,
      email: null,
    });
  });
});

describe.each(drivers)('erasing a customer everywhere (%s)', (driver) => {
  const test = useTestApp(driver, { pdfThreads: 1 });

  /** Every row of every table whose text holds one of the needles, as table → rows (text of the row). */
  async function scan(needles: string[]): Promise<Map<string, string[]>> {
    const db = test.database.db;
    const rowsOf = async (query: ReturnType<typeof sql.raw>) =>
      ((await db.execute(query)) as unknown as { rows: Array<Record<string, string>> }).rows;
    const tables = await rowsOf(
      sql.raw(
        `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
      ),
    );
    const found = new Map<string, string[]>();
    for (const { table_name: table } of tables) {
      const condition = needles.map((needle) => `t::text ilike '%${needle.replaceAll("'", "''")}%'`).join(' or ');
      const rows = await rowsOf(sql.raw(`select t::text as row from "${table}" t where ${condition}`));
      if (rows.length > 0)
        found.set(
          table!,
          rows.map((row) => row.row!),
        );
    }
    return found;
  }

  it('leaves the name, e-mail and phone only where bookkeeping needs them, and says what it kept and why', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    await api.put('/api/company', completeCompany);
    const name = 'Lars Nilsson';
    const email = 'lars.nilsson@exempel.se';
    const phone = '070-123 45 67';
    const person = (
      await api.post('/api/customers', {
        name,
        orgNumber: '811218-9876',
        email,
        phone,
        street: 'Byvägen 3',
        city: 'Skellefteå',
      })
    ).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: person.id,
        category: 'Traktor',
        make: 'Valtra',
        model: 'N175',
        meterUnit: 'h',
        notes: `Köpt av ${name}, ring 0701234567`,
      })
    ).json();
    const jobInput = {
      title: `Service åt ${name}`,
      workCategory: 'Service',
      machineId: machine.id,
      description: `Ring ${phone} före start`,
    };
    const job = (await api.post('/api/workorders', jobInput)).json();
    // An edit puts the old and new description in the trail.
    expect(
      (await api.put(`/api/workorders/${job.id}`, { ...jobInput, description: `Mejla ${email} när klar` })).statusCode,
    ).toBe(200);
    expect(
      (
        await api.post('/api/time', {
          workOrderId: job.id,
          date: '2026-06-15',
          hours: 1,
          note: `Pratade med ${name}`,
        })
      ).statusCode,
    ).toBe(201);
    const invoiceJob = (
      await api.post('/api/workorders', {
        title: 'Hydraulslang',
        workCategory: 'Reparation',
        machineId: machine.id,
        status: 'Klar',
      })
    ).json();
    const invoice = (
      await api.post('/api/invoice', {
        customerName: name,
        customerEmail: email,
        customerId: person.id,
        workOrderId: invoiceJob.id,
        items: [{ description: 'Arbete', quantity: 2, price: 850 }],
      })
    ).json();
    expect((await api.post(`/api/invoice/${invoice.id}/send`, {})).statusCode).toBe(200);
    const bankFile = bgMaxFile({
      date: '2026-06-15',
      payments: [
        {
          amountOre: 50_000,
          reference: invoice.ocr,
          serial: 7,
          payerName: 'LARS NILSSON',
          text: `Från ${name}`,
        },
      ],
    });
    const imported = await test.app.inject({
      method: 'POST',
      url: '/api/payments/import',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'text/plain' },
      payload: bankFile,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const needles = [name, email, phone, '0701234567', '811218-9876'];
    const before = await scan(needles);
    for (const table of [
      'customers',
      'machines',
      'work_orders',
      'time_entries',
      'audit_events',
      'mail_outbox',
      'bank_payments',
      'invoices',
    ])
      expect(before.has(table), table).toBe(true);

    const erased = await api.post(`/api/customers/${person.id}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await scan(needles);
    // The issued invoice keeps what it was issued with, and the trail of bookkeeping records what happened to it.
    expect([...after.keys()].sort()).toEqual(['audit_events', 'invoices'].filter((table) => after.has(table)));
    expect(after.get('invoices')).toHaveLength(1);
    for (const row of after.get('audit_events') ?? []) expect(row).toMatch(/,(invoice|payment),/);

    const answer = erased.json();
    expect(answer).toMatchObject({ name: 'Borttagen kund', email: null, phone: null });
    expect(answer.erasure.erased.map((item: { what: string }) => item.what)).toEqual(
      expect.arrayContaining([
        'Anteckningar om kundens maskiner',
        'Arbetsordrar: titel, beskrivning och checklista',
        'Anteckningar i tidrapporter',
      ]),
    );
    expect(answer.erasure.kept[0]).toMatchObject({
      what: expect.stringContaining('Utfärdade fakturor'),
      why: expect.stringContaining('sju år'),
    });
    // The records stay, anonymised: the machine on the erased customer, the job with its hours.
    expect((await api.get(`/api/machines/${machine.id}`)).json()).toMatchObject({
      customerId: person.id,
      notes: 'Köpt av [raderat], ring [raderat]',
    });
    expect((await api.get(`/api/workorders/${job.id}`)).json()).toMatchObject({
      title: 'Service åt [raderat]',
      description: 'Mejla [raderat] när klar',
    });
  });
});

describe.each(drivers)('erasing a customer with a short or look-alike name (%s)', (driver) => {
  const test = useTestApp(driver, { pdfThreads: 1 });

  /** A company whose contact is `contact`, with a job whose checklist holds `lines`; answers the erasure and the job after it. */
  async function eraseWithChecklist(contact: string, lines: string[]) {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    await api.put('/api/company', completeCompany);
    const customer = (
      await api.post('/api/customers', {
        name: 'Åkeri Nord AB',
        orgNumber: '556047-3521',
        contactPerson: contact,
      })
    ).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Traktor',
        make: 'Valtra',
        model: 'N175',
        meterUnit: 'h',
      })
    ).json();
    const input = {
      title: 'Service',
      workCategory: 'Service',
      machineId: machine.id,
      todoList: lines.map((text) => ({ text, done: false })),
    };
    const created = await api.post('/api/workorders', input);
    expect(created.statusCode, created.body).toBe(201);
    const job = created.json();
    // An edit puts the checklist, old and new, in the trail.
    const ticked = { ...input, todoList: lines.map((text) => ({ text, done: true })) };
    expect((await api.put(`/api/workorders/${job.id}`, ticked)).statusCode).toBe(200);
    const erased = await api.post(`/api/customers/${customer.id}/erase`);
    return { erased, job: (await api.get(`/api/workorders/${job.id}`)).json() };
  }

  it.each(['Tex', 'Don'])(
    'scrubs contact "%s" from the checklist\'s texts and leaves its keys "text" and "done" alone',
    async (contact) => {
      const { erased, job } = await eraseWithChecklist(contact, [`Ring ${contact} före start`, 'Byt olja']);
      expect(erased.statusCode, erased.body).toBe(200);
      expect(job.todoList).toEqual([
        { text: 'Ring [raderat] före start', done: true },
        { text: 'Byt olja', done: true },
      ]);
    },
  );

  it('erases a contact whose name spans an escaped line break ("Nanna" and "Ring\\nAnna") without breaking the checklist', async () => {
    const { erased, job } = await eraseWithChecklist('Nanna', ['Ring\nAnna', 'Nanna hämtar']);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(job.todoList).toEqual([
      { text: 'Ring\nAnna', done: true },
      { text: '[raderat] hämtar', done: true },
    ]);
  });
});

describe.each(drivers)("a customer's register extract as a PDF (%s)", (driver) => {
  let now = new Date('2026-05-04T08:00:00Z');
  const test = useTestApp(driver, { pdfThreads: 1 }, { clock: () => now });

  it('prints whole work-order numbers, an overdue reminded invoice as the list reads it, money in Swedish and the country by name', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    await api.put('/api/company', completeCompany);
    const person = (
      await api.post('/api/customers', {
        name: 'Lars Nilsson',
        email: 'lars.nilsson@exempel.se',
        country: 'SE',
      })
    ).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: person.id,
        category: 'Traktor',
        make: 'Valtra',
        model: 'N175',
        meterUnit: 'h',
      })
    ).json();
    const job = (
      await api.post('/api/workorders', {
        title: 'Byte av hydraulslang',
        workCategory: 'Reparation',
        machineId: machine.id,
        status: 'Klar',
      })
    ).json();
    const created = await api.post('/api/invoice', {
      customerName: person.name,
      customerEmail: person.email,
      customerId: person.id,
      workOrderId: job.id,
      items: [{ description: 'Arbete', quantity: 8, price: 850 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json();
    // Thirty days later than due, with a reminder sent: the invoice list reads it as Förfallen.
    now = new Date('2026-07-06T08:00:00Z');
    expect(
      (await api.post(`/api/invoice/${invoice.id}/reminders`, { send: false, confirmNotSent: true })).statusCode,
    ).toBe(201);
    const listed = (await api.get('/api/invoice')).json().find((row: { id: string }) => row.id === invoice.id);
    expect(listed.status).toBe('overdue');

    const pdf = await test.app.inject({
      method: 'GET',
      url: `/api/customers/${person.id}/extract`,
      headers: { authorization: `Bearer ${owner.token}`, accept: 'application/pdf' },
    });
    const lines = (await pdfTextLines(pdf.rawPayload)).map((line) => line.replace(/[\u00a0\u202f]/g, ' '));
    const text = lines.join('\n');
    expect(job.workOrderNumber).toMatch(/^AO-/);
    expect(text).toContain(job.workOrderNumber);
    const invoiceLine = lines.find((line) => line.includes(invoice.invoiceNumber))!;
    expect(invoiceLine).toContain('Förfallen');
    expect(invoiceLine).toContain('8 500,00 kr');
    expect(text).not.toContain('Väntande');
    expect(lines.find((line) => line.trim().startsWith('Land'))).toMatch(/^\s*Land\s+Sverige$/);
    expect((await api.get(`/api/customers/${person.id}/extract`)).json().invoices[0]).toMatchObject({
      status: 'overdue',
    });
  });
});

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import {
  as,
  createAccount,
  uniqueCompany,
  useTestApp,
  validInvoice,
  validWorkOrder,
  type Account,
} from '../test/harness';
import { pdfTextLines } from '../test/pdf-text';
import { addMember } from '../test/team';
import { quoteBody } from '../quotes/test-data';

describe.each(drivers)('the customer’s page on %s', (driver) => {
  const now = new Date('2026-06-15T10:00:00Z');
  const test = useTestApp(driver, {}, { clock: () => now });
  const visit = (url: string) => test.app.inject({ method: 'GET', url });
  const tokenOf = (link: string) => /\/k\/([A-Za-z0-9_-]{43})$/.exec(link)![1]!;

  /** A workshop with a customer who has a machine, a job in progress, an invoice and a sent quote. */
  async function customerWithEverything(owner: Account, name = 'Karin Berg') {
    const api = as(test.app, owner);
    await api.put('/api/company', uniqueCompany());
    const customer = (await api.post('/api/customers', { name, email: 'karin@berg.se', notes: 'Betalar sent' })).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Traktor',
        make: 'Valtra',
        model: 'N175',
        serialNumber: `V-${name}`,
        meter: 1234,
      })
    ).json();
    const body = { ...validWorkOrder, customerId: customer.id, machineId: machine.id, title: `Koppling ${name}` };
    const job = (await api.post('/api/workorders', { ...body, status: 'Pågående' })).json();
    const invoice = (await api.post('/api/invoice', { ...validInvoice(job.id), customerId: customer.id })).json();
    const quote = (await api.post('/api/quotes', quoteBody(customer.id, { machineId: machine.id }))).json();
    expect((await api.post(`/api/quotes/${quote.id}/send`, {})).statusCode).toBe(200);
    return { api, customer, machine, job, invoice, quote };
  }

  it('shows the customer’s quotes, jobs, invoices and machines, and nothing internal', async () => {
    const owner = await createAccount(test.app);
    const { api, customer, invoice, quote } = await customerWithEverything(owner);
    const created = await api.post(`/api/customers/${customer.id}/portal-link`);
    expect(created.statusCode).toBe(201);
    const { link } = created.json();
    expect(link).toMatch(/\/k\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    const stored = await rowsOf(
      test.database.db,
      sql`select * from customer_portal_links where customer_id = ${customer.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).toContain(createHash('sha256').update(token).digest('hex'));

    const page = await visit(`/api/public/portal/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const portal = page.json();
    expect(portal.customer).toEqual({ name: 'Karin Berg', customerNumber: customer.customerNumber });
    expect(portal.workshop.name).toBeTruthy();
    expect(portal.quotes).toEqual([
      expect.objectContaining({ number: quote.number, status: 'sent', link: expect.stringMatching(/\/q\/[\w-]{43}$/) }),
    ]);
    expect(portal.workOrders).toEqual([
      expect.objectContaining({ title: 'Koppling Karin Berg', status: 'Pågående', booking: null, photos: [] }),
    ]);
    expect(portal.invoices).toEqual([
      expect.objectContaining({ id: invoice.id, invoiceNumber: invoice.invoiceNumber, ocr: invoice.ocr }),
    ]);
    expect(portal.machines).toEqual([
      expect.objectContaining({
        label: 'Valtra N175 (VKARINBERG)',
        meter: expect.objectContaining({ value: 1234 }),
        nextService: expect.objectContaining({ name: 'Årsservice' }),
      }),
    ]);
    const text = page.body;
    for (const internal of ['Betalar sent', customer.id, 'Läckage vid bomcylinder', 'purchase', 'notes', 'audit'])
      expect(text).not.toContain(internal);

    const pdf = await visit(`/api/public/portal/${token}/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfTextLines(pdf.rawPayload)).join('\n')).toContain(invoice.invoiceNumber);
  });

  it('never shows another customer’s or workshop’s records, and answers their invoices 404', async () => {
    const owner = await createAccount(test.app);
    const mine = await customerWithEverything(owner, 'Karin Berg');
    const neighbour = await customerWithEverything(owner, 'Olle Grann');
    const stranger = await customerWithEverything(await createAccount(test.app), 'Eva Annan');
    const token = tokenOf((await mine.api.post(`/api/customers/${mine.customer.id}/portal-link`)).json().link);
    const page = await visit(`/api/public/portal/${token}`);
    for (const other of [
      'Olle Grann',
      'Eva Annan',
      neighbour.invoice.invoiceNumber === mine.invoice.invoiceNumber ? '' : neighbour.invoice.invoiceNumber,
    ].filter(Boolean))
      expect(page.body).not.toContain(other);
    for (const invoice of [neighbour.invoice, stranger.invoice]) {
      const answer = await visit(`/api/public/portal/${token}/invoices/${invoice.id}/pdf`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('Fakturan hittades inte.');
    }
    expect((await visit(`/api/public/portal/${token}/invoices/inte-ett-id/pdf`)).statusCode).toBe(404);
  });

  it('ends the old link at a new one and at revocation; unknown, malformed and revoked answer alike', async () => {
    const owner = await createAccount(test.app);
    const { api, customer } = await customerWithEverything(owner);
    const first = tokenOf((await api.post(`/api/customers/${customer.id}/portal-link`)).json().link);
    const second = tokenOf((await api.post(`/api/customers/${customer.id}/portal-link`)).json().link);
    expect(second).not.toBe(first);
    expect((await visit(`/api/public/portal/${second}`)).statusCode).toBe(200);
    const revoked = await visit(`/api/public/portal/${first}`);
    const unknown = await visit(`/api/public/portal/${'A'.repeat(43)}`);
    const malformed = await visit('/api/public/portal/kort');
    for (const answer of [revoked, unknown, malformed]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(revoked.json());
    }
    expect((await api.delete(`/api/customers/${customer.id}/portal-link`)).statusCode).toBe(204);
    expect((await visit(`/api/public/portal/${second}`)).json()).toEqual(revoked.json());
    // A link made after a revocation is a new one: the revoked token never comes back.
    const third = tokenOf((await api.post(`/api/customers/${customer.id}/portal-link`)).json().link);
    expect([first, second]).not.toContain(third);
  });

  it('lets owner and office hand out links; a mechanic 403, another workshop’s customer 404', async () => {
    const owner = await createAccount(test.app);
    const { customer } = await customerWithEverything(owner);
    const office = await addMember(test.app, owner, 'office');
    const mechanic = await addMember(test.app, owner, 'mechanic');
    expect((await as(test.app, office).post(`/api/customers/${customer.id}/portal-link`)).statusCode).toBe(201);
    expect((await as(test.app, mechanic).post(`/api/customers/${customer.id}/portal-link`)).statusCode).toBe(403);
    expect((await as(test.app, mechanic).delete(`/api/customers/${customer.id}/portal-link`)).statusCode).toBe(403);
    const other = as(test.app, await createAccount(test.app));
    expect((await other.post(`/api/customers/${customer.id}/portal-link`)).statusCode).toBe(404);
    expect((await other.delete(`/api/customers/${customer.id}/portal-link`)).statusCode).toBe(404);
  });
});

describe.each(drivers)('an erased customer’s page and approvals on %s', (driver) => {
  const test = useTestApp(driver, {}, { clock: () => new Date('2026-06-15T10:00:00Z') });

  it('ends the page link and erases who approved a quote that never became invoiced work', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    await api.put('/api/company', uniqueCompany());
    const customer = (await api.post('/api/customers', { name: 'Karin Berg', email: 'karin@berg.se' })).json();
    const quote = (await api.post('/api/quotes', quoteBody(customer.id))).json();
    await api.post(`/api/quotes/${quote.id}/send`, {});
    expect(
      (await api.post(`/api/quotes/${quote.id}/approvals`, { channel: 'phone', name: 'Karin Berg', note: 'Ringde' }))
        .statusCode,
    ).toBe(201);
    const link = (await api.post(`/api/customers/${customer.id}/portal-link`)).json().link as string;
    const token = /\/k\/([\w-]{43})$/.exec(link)![1]!;
    const extract = (await api.get(`/api/customers/${customer.id}/extract`)).json();
    expect(JSON.stringify(extract)).not.toContain(token);
    expect(extract.portalLinks).toEqual([expect.objectContaining({ active: true })]);
    expect(extract.quoteApprovals).toEqual([expect.objectContaining({ name: 'Karin Berg', channel: 'phone' })]);

    const erased = await api.post(`/api/customers/${customer.id}/erase`);
    expect(erased.statusCode).toBe(200);
    expect(JSON.stringify(erased.json().erasure.erased)).toContain('Kundsidans länk');
    expect((await test.app.inject({ method: 'GET', url: `/api/public/portal/${token}` })).statusCode).toBe(404);
    const [approval] = await rowsOf<{ name: string; note: string | null; content: string }>(
      test.database.db,
      sql`select name, note, content from quote_approvals where quote_id = ${quote.id}`,
    );
    expect(approval).toMatchObject({ name: 'Borttagen kund', note: null });
    expect(approval!.content).not.toContain('Karin Berg');
  });
});

import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { fillWorkshopWithEveryKind } from '../test/every-kind';
import { as, createAccount, uploadCsv, useTestApp, type Account } from '../test/harness';
import { addMember } from '../test/team';
import { unzip } from '../test/unzip';

const csv = (bytes: Buffer) => {
  const text = bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), {
    delimiter: ';',
    newline: '\r\n',
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

describe.each(drivers)('exporting the whole workshop (%s)', (driver) => {
  const test = useTestApp(driver, { pdfThreads: 1 }, { clock: () => new Date() });

  it('gives the owner one ZIP: a CSV per register, every PDF, SIE per year and one JSON, and nothing of another workshop or any secret', async () => {
    const { app, database } = test;
    const workshop = await fillWorkshopWithEveryKind(app, database.db);
    const owner: Account = { token: workshop.token, userId: '', email: '', password: '' };
    const other = await createAccount(app);
    await as(app, other).post('/api/customers', { name: 'Annan verkstads kund' });
    const count = async (query: string) =>
      (
        (await database.db.execute(sql.raw(query.replace('$org', `'${workshop.organisationId}'`)))) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n;

    const answer = await app.inject({
      method: 'GET',
      url: '/api/export/workshop',
      headers: { authorization: `Bearer ${workshop.token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="verkstan-556036-0793-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const entries = await unzip(answer.rawPayload);

    const customers = csv(entries.get('kunder.csv')!);
    expect(customers[0]).toEqual([
      'Kundnummer',
      'Namn',
      'Organisationsnummer',
      'E-post',
      'Telefon',
      'Kontaktperson',
      'Adress',
      'Postnummer',
      'Ort',
      'Land',
      'Momsregistreringsnummer',
      'Betalningsvillkor',
      'Peppol-ID',
      'Er referens',
      'Anteckningar',
    ]);
    expect(customers).toHaveLength(
      1 + (await count('select count(*)::int as n from customers where organisation_id = $org')),
    );
    expect(customers.flat()).not.toContain('Annan verkstads kund');
    const parts = csv(entries.get('artiklar.csv')!);
    expect(parts[0]).toEqual([
      'Artikelnummer',
      'Benämning',
      'Enhet',
      'Inköpspris',
      'Försäljningspris',
      'Leverantör',
      'Hyllplats',
      'Beställningspunkt',
      'Lagerförd',
    ]);
    expect(parts.find((row) => row[0] === 'RT-1')).toEqual([
      'RT-1',
      'Oljefilter Volvo',
      'st',
      '',
      '189,00',
      '',
      '',
      '2',
      'ja',
    ]);

    const expectedRows: Record<string, string> = {
      'maskiner.csv': 'select count(*)::int as n from machines where organisation_id = $org',
      'matarstallningar.csv': 'select count(*)::int as n from meter_readings where organisation_id = $org',
      'serviceintervall.csv': 'select count(*)::int as n from service_intervals where organisation_id = $org',
      'arbetsordrar.csv': 'select count(*)::int as n from work_orders where organisation_id = $org',
      'arbetsorder-material.csv':
        'select coalesce(sum(jsonb_array_length(materials)), 0)::int as n from work_orders where organisation_id = $org',
      'arbetsorder-checklistor.csv':
        'select coalesce(sum(jsonb_array_length(todo_list)), 0)::int as n from work_orders where organisation_id = $org',
      'tidrapporter.csv': 'select count(*)::int as n from time_entries where organisation_id = $org',
      'debiteringar.csv': 'select count(*)::int as n from rates where organisation_id = $org',
      'fakturor.csv': 'select count(*)::int as n from invoices where organisation_id = $org',
      'fakturarader.csv':
        'select count(*)::int as n from invoice_lines l join invoices i on i.id = l.invoice_id where i.organisation_id = $org',
      'betalningar.csv': 'select count(*)::int as n from payments where organisation_id = $org',
      'paminnelser.csv': 'select count(*)::int as n from reminders where organisation_id = $org',
      'lagersaldo.csv': 'select count(*)::int as n from parts where organisation_id = $org and stocked',
      'lagerrorelser.csv': 'select count(*)::int as n from part_movements where organisation_id = $org',
      'medarbetare.csv': 'select count(*)::int as n from users where organisation_id = $org',
      'personalliggare.csv': 'select count(*)::int as n from ledger_check_ins where organisation_id = $org',
      'personalliggare-rattelser.csv': 'select count(*)::int as n from ledger_corrections where organisation_id = $org',
      'filer.csv': 'select count(*)::int as n from files where organisation_id = $org',
    };
    for (const [file, query] of Object.entries(expectedRows)) {
      const rows = csv(entries.get(file)!);
      expect(
        rows[0]!.every((header) => header.length > 0),
        file,
      ).toBe(true);
      expect(rows.length - 1, file).toBe(await count(query));
    }
    // Money with a decimal comma, as Excel in Swedish reads it; the credit note negative.
    const invoices = csv(entries.get('fakturor.csv')!);
    const header = invoices[0]!;
    const credit = invoices.find((row) => row[header.indexOf('Typ')] === 'Kreditfaktura')!;
    expect(credit[header.indexOf('Att betala')]).toBe('-4191,00');
    expect(new Set(invoices.slice(1).map((row) => row[header.indexOf('Status')]))).toEqual(
      new Set(['Väntande', 'Betald']),
    );
    expect(csv(entries.get('medarbetare.csv')!)[0]).toEqual([
      'Namn',
      'Förnamn',
      'Efternamn',
      'E-post',
      'Roll',
      'Tillagd',
      'Borttagen',
    ]);

    // Every invoice and credit note as its PDF; a SIE 4I file per year with invoices.
    const pdfs = [...entries.keys()].filter((name) => name.startsWith('fakturor/'));
    expect(pdfs).toHaveLength(await count('select count(*)::int as n from invoices where organisation_id = $org'));
    for (const name of pdfs) expect(entries.get(name)!.subarray(0, 5).toString()).toBe('%PDF-');
    const sieFiles = [...entries.keys()].filter((name) => name.startsWith('sie/'));
    expect(sieFiles.length).toBeGreaterThan(0);
    for (const name of sieFiles)
      expect(entries.get(name)!.toString('latin1')).toMatch(/^#FLAGGA 0\r\n[\s\S]*#SIETYP 4\r\n/);

    // The JSON re-reads, holds every register as the API names it, and no secret.
    const everything = JSON.parse(entries.get('verkstan.json')!.toString('utf8'));
    expect(everything).toMatchObject({
      format: 'verkstan-export',
      version: 1,
      workshop: { orgNumber: '556036-0793' },
    });
    expect(everything.customers).toHaveLength(customers.length - 1);
    expect(everything.invoices).toHaveLength(invoices.length - 1);
    expect(everything.invoices.find((invoice: { kind: string }) => invoice.kind === 'Kreditfaktura')).toMatchObject({
      amountToPay: -4191,
    });
    expect(everything.workOrders.find((job: { title: string }) => job.title === 'Service 500 h')).toMatchObject({
      materials: [{ quantity: 2 }],
    });
    const allText = [...entries.entries()]
      .filter(([name]) => !name.endsWith('.pdf'))
      .map(([name, bytes]) => [name, bytes.toString('utf8')] as const);
    for (const [name, text] of allText) {
      expect(text, name).not.toMatch(/argon2|password|tokenHash|token_hash/i);
      // Staff personnummer (the bench seeds 19811218-9876 for each mechanic): only where the staff ledger must hold it.
      if (name !== 'personalliggare.csv' && name !== 'verkstan.json') expect(text, name).not.toContain('19811218-9876');
    }
    expect(JSON.stringify({ ...everything, staffLedger: [] })).not.toContain('19811218-9876');

    // The registers' CSVs import again as they are.
    const fresh = await createAccount(app);
    const imported = await uploadCsv(app, fresh)('/api/customers/import', entries.get('kunder.csv')!);
    expect(imported.statusCode, imported.body).toBe(201);
    const partsImported = await uploadCsv(app, fresh)('/api/parts/import', entries.get('artiklar.csv')!);
    expect(partsImported.statusCode, partsImported.body).toBe(201);
    void owner;
  }, 180_000);

  it('is for owners only', async () => {
    const { app } = test;
    const owner = await createAccount(app);
    for (const role of ['office', 'mechanic'] as const) {
      const member = await addMember(app, owner, role);
      expect((await as(app, member).get('/api/export/workshop')).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/export/workshop' })).statusCode).toBe(401);
    // A workshop with nothing in it still exports: every file with its header row.
    const empty = await unzip((await as(app, owner).get('/api/export/workshop')).rawPayload);
    expect(csv(empty.get('kunder.csv')!)).toHaveLength(1);
    expect(JSON.parse(empty.get('verkstan.json')!.toString()).invoices).toEqual([]);
  });
});

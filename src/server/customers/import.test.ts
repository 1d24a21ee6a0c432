import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useWorkshop } from '../test/harness';
import { decodeCsv } from '../http/csv-import';

const windows1252 = (text: string) =>
  Buffer.from(
    [...text].map((character) =>
      character === 'å'
        ? 0xe5
        : character === 'Å'
          ? 0xc5
          : character === 'ö'
            ? 0xf6
            : character === 'ä'
              ? 0xe4
              : character.charCodeAt(0),
    ),
  );

describe('reading a CSV file', () => {
  it('reads UTF-8 with and without BOM, and Excel’s Windows-1252', () => {
    expect(decodeCsv(Buffer.from('\uFEFFNamn\nÅkeri', 'utf8'))).toBe('Namn\nÅkeri');
    expect(decodeCsv(Buffer.from('Namn\nÅkeri', 'utf8'))).toBe('Namn\nÅkeri');
    expect(decodeCsv(windows1252('Namn\nÅkeri Växjö'))).toBe('Namn\nÅkeri Växjö');
  });
});

describe.each(drivers)('importing customers on %s', (driver) => {
  const ctx = useWorkshop(driver);
  const upload = (body: Buffer | string, token = ctx.account.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/customers/import',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      payload: body,
    });

  it('imports a semicolon file from Excel in Windows-1252, numbering rows without a number', async () => {
    const file = windows1252(
      'Kundnummer;Namn;Organisationsnummer;E-post;Ort;Betalningsvillkor\n2001;Åkeri Nord AB;556036-0793;a@b.se;Luleå;20\n;Växjö Schakt;;;Växjö;\n',
    );
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 2 });
    const customers = (await ctx.api().get('/api/customers')).json();
    expect(
      customers.map(
        (customer: { name: string; customerNumber: string }) => `${customer.customerNumber} ${customer.name}`,
      ),
    ).toEqual(['1001 Växjö Schakt', '2001 Åkeri Nord AB']);
    expect(customers[1]).toMatchObject({ city: 'Luleå', paymentTermsDays: 20, orgNumber: '556036-0793' });
  });

  it('checks a file without writing anything when asked for a dry run', async () => {
    const fresh = await createAccount(ctx.app);
    const dryRun = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/import?dryRun=true',
      headers: { authorization: `Bearer ${fresh.token}`, 'content-type': 'text/csv' },
      payload: 'Namn\nA\nB\n',
    });
    expect(dryRun.statusCode).toBe(200);
    expect(dryRun.json()).toEqual({ created: 2 });
    expect((await as(ctx.app, fresh).get('/api/customers')).json()).toEqual([]);
  });

  it('takes the API’s field names and commas, with quoted fields', async () => {
    const fresh = await createAccount(ctx.app);
    const response = await upload('name,city,notes\n"Berg, Lars",Kiruna,"Ring först\nefter 7"\n', fresh.token);
    expect(response.statusCode, response.body).toBe(201);
    expect((await as(ctx.app, fresh).get('/api/customers')).json()[0]).toMatchObject({
      name: 'Berg, Lars',
      notes: 'Ring först\nefter 7',
    });
  });

  it('writes nothing when any row is bad, naming every bad row and field', async () => {
    const fresh = await createAccount(ctx.app);
    const file =
      'Kundnummer;Namn;Organisationsnummer;E-post\n3001;Bra AB;;\n3002;;556036-0794;inte-epost\n3001;Dubblett;;\n';
    const response = await upload(file, fresh.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Filen har fel på 2 rader. Inget har sparats.');
    expect(response.json().errors).toEqual([
      { row: 3, field: 'name', message: 'Ange kundens namn.' },
      { row: 3, field: 'email', message: 'Ange en giltig e-postadress.' },
      { row: 3, field: 'orgNumber', message: 'Organisations- eller personnumret är ogiltigt.' },
      { row: 4, field: 'customerNumber', message: 'Kundnumret finns redan tidigare i filen.' },
    ]);
    expect((await as(ctx.app, fresh).get('/api/customers')).json()).toEqual([]);
  });

  it('refuses unknown columns, a missing name column, an empty file, NUL bytes and a number already in the register', async () => {
    const fresh = await createAccount(ctx.app);
    expect((await upload('Namn;Skostorlek\nA;42\n', fresh.token)).json().errors).toEqual([
      { row: 1, field: 'Skostorlek', message: 'Okänd kolumn: Skostorlek.' },
    ]);
    expect((await upload('Ort\nLuleå\n', fresh.token)).json().errors).toEqual([
      { row: 1, field: 'name', message: 'Kolumnen Namn saknas.' },
    ]);
    expect((await upload('Namn\n', fresh.token)).json().message).toBe('Filen innehåller inga kunder.');
    expect((await upload('Namn\nA\u0000B\n', fresh.token)).json().errors).toEqual([
      {
        row: 2,
        field: 'name',
        message: 'Texten innehåller tecken som inte kan sparas (till exempel NUL-tecken).',
      },
    ]);
    await as(ctx.app, fresh).post('/api/customers', { name: 'Finns', customerNumber: '5000' });
    const taken = await upload('Kundnummer;Namn\n5000;Ny\n5001;Annan\n', fresh.token);
    expect(taken.json().errors).toEqual([{ row: 2, field: 'customerNumber', message: 'Kundnumret används redan.' }]);
    expect((await as(ctx.app, fresh).get('/api/customers')).headers['x-total-count']).toBe('1');
  });

  it('refuses a header wider than any register before reading its rows, and lists at most 200 errors', async () => {
    const fresh = await createAccount(ctx.app);
    // ~1 MB: a header of a million separators and 5 000 rows; checking every cell would stall the server for seconds.
    const wide = `Namn${';'.repeat(1_000_000)}\n${'x\n'.repeat(5000)}`;
    for (const url of ['/api/customers/import?dryRun=true', '/api/parts/import?dryRun=true']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${fresh.token}`, 'content-type': 'text/csv' },
        payload: wide,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'import.too_many_columns',
        message: 'Rubrikraden har fler än 50 kolumner. Spara bara registrets kolumner och försök igen.',
      });
    }
    const allBad = await upload(`Namn;Postnummer\n${'A;1\n'.repeat(5000)}`, fresh.token);
    expect(allBad.statusCode).toBe(400);
    expect(allBad.json().message).toBe('Filen har fel på 5000 rader. Inget har sparats.');
    expect(allBad.json().errors).toHaveLength(200);
    expect(allBad.json().errors[0]).toEqual({
      row: 2,
      field: 'postalCode',
      message: 'Postnumret ska ha fem siffror.',
    });
  });

  it('continues the number series past a block of imported numbers, however long', async () => {
    const fresh = await createAccount(ctx.app);
    const numbers = Array.from({ length: 150 }, (_, index) => 1001 + index);
    expect(
      (
        await upload(
          `Kundnummer;Namn\n${numbers.map((number) => `${number};Kund ${number}`).join('\n')}\n`,
          fresh.token,
        )
      ).statusCode,
    ).toBe(201);
    const next = await as(ctx.app, fresh).post('/api/customers', { name: 'Ny kund' });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().customerNumber).toBe('1151');
    expect((await as(ctx.app, fresh).post('/api/customers', { name: 'Nästa' })).json().customerNumber).toBe('1152');
  });

  it('answers two imports of the same numbers at once with the number taken, not a generic error', async () => {
    const fresh = await createAccount(ctx.app);
    const file = `Kundnummer;Namn\n${Array.from({ length: 40 }, (_, index) => `${7001 + index};Kund ${index}`).join('\n')}\n`;
    const answers = await Promise.all([upload(file, fresh.token), upload(file, fresh.token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400)!.json();
    expect(refused.errors[0]).toMatchObject({
      field: 'customerNumber',
      message: 'Kundnumret används redan.',
    });
    expect((await as(ctx.app, fresh).get('/api/customers?limit=1')).headers['x-total-count']).toBe('40');
  });

  it('answers 415 for JSON and 401 without a session', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/import',
      headers: { authorization: `Bearer ${ctx.account.token}` },
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/customers/import',
          headers: { 'content-type': 'text/csv' },
          payload: 'Namn\nA',
        })
      ).statusCode,
    ).toBe(401);
  });
});

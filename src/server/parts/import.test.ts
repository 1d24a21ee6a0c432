import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, uploadCsv, useWorkshop } from '../test/harness';

describe.each(drivers)('a supplier’s price list on %s', (driver) => {
  const ctx = useWorkshop(driver);

  it('imports a supplier’s price list: new parts created, known ones updated in the columns the file has, all or nothing', async () => {
    const account = await createAccount(ctx.app);
    const workshop = as(ctx.app, account);
    const known = (
      await workshop.post('/api/parts', {
        partNumber: '21707132',
        name: 'Oljefilter',
        location: 'A3',
        reorderPoint: 4,
        salePrice: 150,
      })
    ).json();
    const send = (text: string | Buffer, query = '') => uploadCsv(ctx.app, account)(`/api/parts/import${query}`, text);
    const bad = await send(
      'Artikelnummer;Benämning;Försäljningspris;Lagerförd\n21707132;Oljefilter;199;ja\n;Luftfilter;99;ja\nX-1;Slang;-5;kanske\nX-2;Slang 2;10;ja\nX-2;Dubblett;10;ja\n',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Filen har fel på 3 rader. Inget har sparats.');
    expect(bad.json().errors).toEqual([
      { row: 3, field: 'partNumber', message: 'Ange artikelnummer.' },
      {
        row: 4,
        field: 'salePrice',
        message: 'Ange ett pris mellan 0 och 10 000 000 kr med högst två decimaler.',
      },
      { row: 4, field: 'stocked', message: 'Lagerförd ska vara ja eller nej.' },
      { row: 6, field: 'partNumber', message: 'Artikelnumret finns redan tidigare i filen.' },
    ]);
    expect((await workshop.get('/api/parts')).json()).toHaveLength(1);

    // Windows-1252, as Excel saves it: "Benämning" and "Lagerförd" with ä and ö as single bytes.
    const file = Buffer.from(
      'Artikelnummer;Benämning;Inköpspris;Försäljningspris\n21707132;Oljefilter Volvo;120;199,50\n1R-0750;Bränslefilter;210;329\n',
      'latin1',
    );
    const dryRun = await send(file, '?dryRun=true');
    expect(dryRun.statusCode).toBe(200);
    expect(dryRun.json()).toEqual({ created: 1, updated: 1 });
    const imported = await send(file);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({ created: 1, updated: 1 });
    const updated = (await workshop.get(`/api/parts/${known.id}`)).json();
    expect(updated).toMatchObject({
      name: 'Oljefilter Volvo',
      purchasePrice: 120,
      salePrice: 199.5,
      location: 'A3',
      reorderPoint: 4,
    });
    expect((await workshop.get('/api/parts?limit=1')).headers['x-total-count']).toBe('2');
    expect((await workshop.get('/api/parts?q=bränsle')).json()[0]).toMatchObject({
      partNumber: '1R-0750',
      purchasePrice: 210,
      salePrice: 329,
      stocked: true,
    });
  });

  it('refuses a part without a sale price, and a price list that would create one, instead of billing it at 0 kr', async () => {
    const account = await createAccount(ctx.app);
    const workshop = as(ctx.app, account);
    for (const salePrice of [undefined, null, '']) {
      const response = await workshop.post('/api/parts', {
        partNumber: 'NP-1',
        name: 'Oprisad',
        ...(salePrice === undefined ? {} : { salePrice }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'salePrice', message: 'Ange försäljningspris (0 kr om artikeln inte ska debiteras).' },
      ]);
    }
    expect(
      (await workshop.post('/api/parts', { partNumber: 'FREE', name: 'Gratis', salePrice: 0 })).json().salePrice,
    ).toBe(0);
    const known = (await workshop.post('/api/parts', { partNumber: 'K-1', name: 'Känd', salePrice: 250 })).json();
    const send = (text: string) => uploadCsv(ctx.app, account)('/api/parts/import', text);
    const unpriced = await send('Artikelnummer;Benämning;Försäljningspris\nK-1;Känd ny;\nN-1;Ny;\n');
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().errors).toEqual([
      { row: 3, field: 'salePrice', message: 'Ange försäljningspris (0 kr om artikeln inte ska debiteras).' },
    ]);
    expect((await send('Artikelnummer;Benämning\nK-1;Känd ny\n')).statusCode).toBe(201);
    expect((await workshop.get(`/api/parts/${known.id}`)).json()).toMatchObject({
      name: 'Känd ny',
      salePrice: 250,
    });
  });

  it('refuses a price list whose quotes never close, naming the line, and imports nothing', async () => {
    const account = await createAccount(ctx.app);
    const send = (text: string) => uploadCsv(ctx.app, account)('/api/parts/import', text);
    const response = await send(
      'Artikelnummer;Benämning;Försäljningspris\nA-1;Filter;10\nA-2;"Slang 1/2;20\nA-3;Olja;30\n',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Filen kan inte läsas: citattecknen på rad 3 stämmer inte (ett fält som börjar med " ska sluta med "). Inget har sparats.',
    );
    expect((await as(ctx.app, account).get('/api/parts')).json()).toEqual([]);
    const quotedBreak = await send('Artikelnummer;Benämning;Försäljningspris\nA-1;"Filter\nlångt";10\nA-2;"Slang;20\n');
    expect(quotedBreak.json().message).toContain('rad 4');
  });
});

import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { completeCompany, useWorkshop, validWorkOrder } from '../test/harness';
import { pdfTextLines } from '../test/pdf-text';

describe.each(drivers)('customers abroad and the VAT on their invoices, on %s', (driver) => {
  const ctx = useWorkshop(driver);

  const invoiceFor = async (customer: Record<string, unknown>) => {
    const api = ctx.api();
    const created = await api.post('/api/customers', customer);
    expect(created.statusCode, created.body).toBe(201);
    const workOrder = (await api.post('/api/workorders', { ...validWorkOrder, customerId: created.json().id })).json();
    return api.post('/api/invoice', {
      customerName: customer.name,
      customerEmail: 'ekonomi@kund.eu',
      customerAddress: 'Adress 1',
      workOrderId: workOrder.id,
      customerId: created.json().id,
      items: [{ description: 'Reparation av hydraulik', quantity: 8.5, price: 850 }],
    });
  };

  it('keeps a foreign customer’s postal code and numbers as given, and checks Swedish customers as before', async () => {
    const api = ctx.api();
    const gdansk = await api.post('/api/customers', {
      name: 'Budowa Sp. z o.o.',
      country: 'pl',
      postalCode: '80-831',
      city: 'Gdańsk',
      vatNumber: 'pl 584-270-83-25',
    });
    expect(gdansk.statusCode, gdansk.body).toBe(201);
    expect(gdansk.json()).toMatchObject({ country: 'PL', postalCode: '80-831', vatNumber: 'PL5842708325' });
    const swedish = await api.post('/api/customers', { name: 'Svensk', postalCode: '80-831' });
    expect(swedish.json().errors).toEqual([{ field: 'postalCode', message: 'Postnumret ska ha fem siffror.' }]);
    expect((await api.post('/api/customers', { name: 'Svensk', vatNumber: 'SE556036079401' })).statusCode).toBe(400);
    const unknown = await api.post('/api/customers', { name: 'Okänt', country: 'XX' });
    expect(unknown.json().errors).toEqual([
      { field: 'country', message: 'Ange landet som en landskod med två bokstäver (SE, NO, FI, DE …).' },
    ]);
    expect(
      (await api.post('/api/customers', { name: 'Norsk', country: 'NO', orgNumber: '923 609 016 MVA' })).json()
        .orgNumber,
    ).toBe('923 609 016 MVA');
  });

  it('bills an EU business under reverse charge: no Swedish VAT, both VAT numbers and the words on the PDF, 3308 in SIE', async () => {
    await ctx.api().put('/api/company', completeCompany);
    const invoice = await invoiceFor({
      name: 'Budowa Sp. z o.o.',
      country: 'PL',
      city: 'Gdańsk',
      postalCode: '80-831',
      vatNumber: 'PL5842708325',
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json()).toMatchObject({
      vatTreatment: 'reverse-charge',
      buyerVatNumber: 'PL5842708325',
      customerCountry: 'PL',
      net: 7225,
      vat: 0,
      total: 7225,
    });
    const text = (await pdfTextLines((await ctx.api().get(`/api/invoice/${invoice.json().id}/pdf`)).rawPayload)).join(
      '\n',
    );
    for (const expected of ['Omvänd betalningsskyldighet', 'PL5842708325', 'SE556036079301', 'POLEN', 'Moms 0 %'])
      expect(text).toContain(expected);
    expect(text).not.toContain('Moms 25 %');
    // Nothing to round on a whole-krona total: no "Öresavrundning 0,00 kr".
    expect(text).not.toContain('Öresavrundning');

    const credit = (await ctx.api().post(`/api/invoice/${invoice.json().id}/credit`)).json();
    expect(credit).toMatchObject({ vatTreatment: 'reverse-charge', total: -7225 });
    expect(Math.abs(credit.vat)).toBe(0);

    const sie = (await ctx.api().get(`/api/export/sie?from=2026-06-01&to=2026-06-30`)).rawPayload.toString('latin1');
    expect(sie).toContain('#TRANS 3308 {} -7225.00');
    expect(sie).not.toMatch(/#TRANS 2611 \{\} -?0\.00/);
  });

  it('bills a business outside the EU without Swedish VAT (3305), and a private person abroad with it', async () => {
    const norway = await invoiceFor({
      name: 'Fjellbygg AS',
      country: 'NO',
      orgNumber: '923609016',
      city: 'Narvik',
    });
    expect(norway.json()).toMatchObject({ vatTreatment: 'export', vat: 0, total: 7225 });
    const sie = (await ctx.api().get(`/api/export/sie?from=2026-06-01&to=2026-06-30`)).rawPayload.toString('latin1');
    expect(sie).toContain('#TRANS 3305 {} -7225.00');
    const privatePerson = await invoiceFor({ name: 'Hans Müller', country: 'DE', city: 'Kiel' });
    expect(privatePerson.json()).toMatchObject({ vatTreatment: 'standard', vat: 1806.25, total: 9031.25 });
  });

  it('refuses reverse charge without the buyer’s VAT number, saying so', async () => {
    const response = await invoiceFor({ name: 'Firma GmbH', country: 'DE', orgNumber: 'HRB 12345' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Kunden är ett företag i ett annat EU-land: ange kundens momsregistreringsnummer, som fakturan ska visa vid omvänd betalningsskyldighet.',
    );
  });
});

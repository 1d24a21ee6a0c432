import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers } from '../../test/database';
import { as, completeCompany, createAccount, useWorkshop, validWorkOrder } from '../../test/harness';
import { addMember } from '../../test/team';
import { at, brokenPeppolRules, parsePeppol, textOf } from '../../test/peppol-rules';
import { MAX_LINES } from '../../../shared/invoices';
import { pdfTextLines } from '../../test/pdf-text';

/** A municipality: a public buyer that takes e-invoices only, routed by its reference. */
const municipality = {
  name: 'Eslövs kommun',
  orgNumber: '212000-1207',
  street: 'Gröna torget 1',
  postalCode: '24180',
  city: 'Eslöv',
  email: 'fakturor@eslov.se',
  reference: 'ABC123',
};

// Set PEPPOL_OUT_DIR to keep every document the tests produce, for the official validators (docs/decisions/024).
const keep = (name: string, xml: string) => {
  const folder = process.env.PEPPOL_OUT_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${name}.xml`), xml);
};

describe.each(drivers)('e-invoices (Peppol BIS Billing 3.0), on %s', (driver) => {
  const ctx = useWorkshop(driver);

  async function customer(fields: Record<string, unknown>) {
    const created = await ctx.api().post('/api/customers', fields);
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: string; customerNumber: string };
  }

  async function invoiceFor(
    customerId: string,
    items: Array<Record<string, unknown>>,
    extra: Record<string, unknown> = {},
  ) {
    const api = ctx.api();
    const workOrder = (
      await api.post('/api/workorders', { ...validWorkOrder, customerId, executionDate: '2026-03-02' })
    ).json();
    const created = await api.post('/api/invoice', {
      customerName: 'Eslövs kommun',
      customerEmail: 'fakturor@eslov.se',
      customerAddress: 'Gröna torget 1\n241 80 Eslöv',
      workOrderId: workOrder.id,
      customerId,
      items,
      ...extra,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: string; invoiceNumber: string; buyerReference: string | null };
  }

  async function peppol(id: string, name: string) {
    const response = await ctx.api().get(`/api/invoice/${id}/peppol`);
    expect(response.statusCode, response.body).toBe(200);
    keep(`${driver}-${name}`, response.body);
    expect(brokenPeppolRules(response.body)).toEqual([]);
    return { response, ...parsePeppol(response.body) };
  }

  it('makes each DOMAIN-SE vector a valid invoice with the same figures, öresavrundning as PayableRoundingAmount', async () => {
    await ctx.api().put('/api/company', completeCompany);
    const buyer = await customer(municipality);
    const vectors = [
      {
        items: [
          [1, 3500],
          [1, 720],
          [1, 247.75],
        ],
        net: '4467.75',
        vat: '1116.94',
        total: '5584.69',
        rounding: '0.31',
        pay: '5585.00',
      },
      {
        items: [
          [8.5, 850, 'h'],
          [2, 1173.75, 'st'],
        ],
        net: '9572.50',
        vat: '2393.13',
        total: '11965.63',
        rounding: '0.37',
        pay: '11966.00',
      },
      {
        items: [
          [4, 850, 'h'],
          [28, 62.4, 'l'],
          [3, 189.9, 'km'],
        ],
        net: '5716.90',
        vat: '1429.23',
        total: '7146.13',
        rounding: '-0.13',
        pay: '7146.00',
      },
      {
        items: [
          [2, 100.5],
          [1, 0.99],
        ],
        net: '201.99',
        vat: '50.50',
        total: '252.49',
        rounding: '-0.49',
        pay: '252.00',
      },
      {
        items: [
          [3, 0.1],
          [1, 0.2],
        ],
        net: '0.50',
        vat: '0.13',
        total: '0.63',
        rounding: '0.37',
        pay: '1.00',
      },
    ] as const;
    for (const [index, vector] of vectors.entries()) {
      const items = vector.items.map(([quantity, price, unit]) => ({
        description: `Rad ${quantity} × ${price}`,
        quantity,
        price,
        unit,
      }));
      const invoice = await invoiceFor(buyer.id, items);
      expect(invoice.buyerReference).toBe('ABC123');
      const { root, kind, response } = await peppol(invoice.id, `vector-${index + 1}`);
      expect(kind).toBe('Invoice');
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(`filename="faktura-${invoice.invoiceNumber}.xml"`);
      expect(textOf(root.ID)).toBe(invoice.invoiceNumber);
      expect(textOf(at(root, 'LegalMonetaryTotal.LineExtensionAmount'))).toBe(vector.net);
      expect(textOf(at(root, 'TaxTotal.TaxAmount'))).toBe(vector.vat);
      expect(textOf(at(root, 'LegalMonetaryTotal.TaxInclusiveAmount'))).toBe(vector.total);
      expect(textOf(at(root, 'LegalMonetaryTotal.PayableRoundingAmount'))).toBe(vector.rounding);
      expect(textOf(at(root, 'LegalMonetaryTotal.PayableAmount'))).toBe(vector.pay);
      expect(textOf(root.BuyerReference)).toBe('ABC123');
    }
    const units = parsePeppol(
      (
        await ctx.api().get(
          `/api/invoice/${
            (
              await invoiceFor(buyer.id, [
                { description: 'Olja', quantity: 28, price: 62.4, unit: 'l' },
                { description: 'Körning', quantity: 3, price: 189.9, unit: 'km' },
                { description: 'Arbete', quantity: 8.5, price: 850, unit: 'h' },
                { description: 'Filter', quantity: 2, price: 150, unit: 'st' },
                { description: 'Övrigt', quantity: 1, price: 10 },
              ])
            ).id
          }/peppol`,
        )
      ).body,
    );
    const codes = (units.root.InvoiceLine as Array<Record<string, unknown>>).map((line) => [
      textOf(line.InvoicedQuantity),
      (line.InvoicedQuantity as Record<string, string>)['@unitCode'],
    ]);
    expect(codes).toEqual([
      ['28', 'LTR'],
      ['3', 'KMT'],
      ['8.5', 'HUR'],
      ['2', 'H87'],
      ['1', 'C62'],
    ]);
  });

  it('proposes each part’s unit and each rate’s on the lines of a new invoice', async () => {
    const api = ctx.api();
    const oil = (
      await api.post('/api/parts', {
        partNumber: 'HYD-46',
        name: 'Hydraulolja 46',
        unit: 'l',
        salePrice: 62.4,
      })
    ).json();
    const hours = (
      await api.post('/api/parts', {
        partNumber: 'ARB',
        name: 'Arbete fast pris',
        unit: 'tim',
        salePrice: 850,
      })
    ).json();
    const job = (
      await api.post('/api/workorders', {
        ...validWorkOrder,
        materials: [
          { partId: oil.id, quantity: 28 },
          { partId: hours.id, quantity: 2 },
          { name: 'Buntband', quantity: 10, unitPrice: 2 },
        ],
      })
    ).json();
    const draft = (await api.get(`/api/workorders/${job.id}/invoice-draft`)).json();
    expect(draft.items.map((item: { unit: string }) => item.unit)).toEqual(['l', 'h', 'st']);
  });

  it('carries the seller’s and buyer’s identities, F-skatt, the bankgiro with the OCR, the dates and the references', async () => {
    await ctx.api().put('/api/company', completeCompany);
    const buyer = await customer({ ...municipality, peppolId: '0007:2120001207' });
    const invoice = await invoiceFor(buyer.id, [{ description: 'Service hjullastare', quantity: 1, price: 4000 }], {
      buyerReference: 'Anna Ek 4711',
      orderReference: 'IO-2026-77',
    });
    const { root } = await peppol(invoice.id, 'identities');
    const seller = at(root, 'AccountingSupplierParty.Party');
    expect(at(seller, 'EndpointID')).toEqual({ '#text': '5560360793', '@schemeID': '0007' });
    expect(at(seller, 'PartyLegalEntity.CompanyID')).toEqual({ '#text': '5560360793', '@schemeID': '0007' });
    expect(
      (at(seller, 'PartyTaxScheme') as unknown[]).map((scheme) => [
        textOf(at(scheme, 'CompanyID')),
        textOf(at(scheme, 'TaxScheme.ID')),
      ]),
    ).toEqual([
      ['SE556036079301', 'VAT'],
      ['GODKÄND FÖR F-SKATT', 'TAX'],
    ]);
    const party = at(root, 'AccountingCustomerParty.Party');
    expect(at(party, 'EndpointID')).toEqual({ '#text': '2120001207', '@schemeID': '0007' });
    expect(at(party, 'PostalAddress')).toMatchObject({
      StreetName: 'Gröna torget 1',
      CityName: 'Eslöv',
      PostalZone: '24180',
      Country: { IdentificationCode: 'SE' },
    });
    const means = (root.PaymentMeans as unknown[])[0];
    const details = (await ctx.api().get(`/api/invoice/${invoice.id}`)).json();
    expect(textOf(at(means, 'PaymentMeansCode'))).toBe('30');
    expect(textOf(at(means, 'PaymentID'))).toBe(details.ocr);
    expect(at(means, 'PayeeFinancialAccount')).toEqual({
      ID: '50501055',
      FinancialInstitutionBranch: { ID: 'SE:BANKGIRO' },
    });
    expect(textOf(root.DueDate)).toBe(details.dueDate);
    expect(textOf(root.BuyerReference)).toBe('Anna Ek 4711');
    expect(textOf(at(root, 'OrderReference.ID'))).toBe('IO-2026-77');
    expect(textOf(at(root, 'Delivery.ActualDeliveryDate'))).toBe('2026-03-02');
    expect(textOf(at(root, 'TaxTotal.TaxSubtotal.0.TaxCategory.ID'))).toBe('S');

    // The checker finds what a document gets wrong.
    const body = (await ctx.api().get(`/api/invoice/${invoice.id}/peppol`)).body;
    const broken = body
      .replace(/(<cbc:PayableAmount currencyID="SEK">)\d+/, '$19')
      .replace('GODKÄND FÖR F-SKATT', 'F-skatt')
      .replace('<cbc:ID>50501055</cbc:ID>', '<cbc:ID>505</cbc:ID>')
      .replace(/<cbc:BuyerReference>.*<\/cbc:BuyerReference>/, '')
      .replace(/<cac:OrderReference>\s*<cbc:ID>.*<\/cbc:ID>\s*<\/cac:OrderReference>/, '<cbc:Note></cbc:Note>');
    expect(brokenPeppolRules(broken)).toEqual([
      'BR-CO-16',
      'PEPPOL-EN16931-R003',
      'PEPPOL-EN16931-R008',
      'SE-R-005',
      'SE-R-009',
    ]);
  });

  it('keeps a customer’s Peppol id checked and written one way, and prints the references on the PDF', async () => {
    await ctx.api().put('/api/company', completeCompany);
    const api = ctx.api();
    const bad = await api.post('/api/customers', { name: 'Fel', peppolId: '0007:5560360794' });
    expect(bad.json().errors).toEqual([
      {
        field: 'peppolId',
        message:
          'Ange Peppol-ID som schema och identitet, till exempel 0007:5560360793 (0007 följt av organisationsnumret).',
      },
    ]);
    for (const wrong of ['5560360793', '1234:5560360793', '0088:', '0088:a b/c'])
      expect((await api.post('/api/customers', { name: 'Fel', peppolId: wrong })).statusCode).toBe(400);
    const buyer = await customer({ ...municipality, peppolId: ' 0007:212000-1207 ' });
    expect((await api.get(`/api/customers/${buyer.id}`)).json()).toMatchObject({
      peppolId: '0007:2120001207',
      reference: 'ABC123',
    });

    const invoice = await invoiceFor(buyer.id, [{ description: 'Service', quantity: 1, price: 1000, unit: 'h' }], {
      orderReference: 'IO-9',
    });
    const text = (await pdfTextLines((await api.get(`/api/invoice/${invoice.id}/pdf`)).rawPayload)).join('\n');
    for (const expected of ['Er referens', 'ABC123', 'Ert ordernummer', 'IO-9', '1 tim'])
      expect(text).toContain(expected);
    // Left out of an edit, the references stay; cleared, they are gone; a paid invoice keeps them.
    const read = (await api.get(`/api/invoice/${invoice.id}`)).json();
    const { buyerReference: _kept, orderReference: _order, ...withoutReferences } = read;
    expect((await api.put(`/api/invoice/${invoice.id}`, withoutReferences)).json()).toMatchObject({
      buyerReference: 'ABC123',
      orderReference: 'IO-9',
    });
    expect((await api.put(`/api/invoice/${invoice.id}`, { ...read, orderReference: '' })).json()).toMatchObject({
      orderReference: null,
    });
    await api.put(`/api/invoice/${invoice.id}`, { ...read, orderReference: null, status: 'paid' });
    expect(
      (
        await api.put(`/api/invoice/${invoice.id}`, {
          ...read,
          orderReference: null,
          status: 'paid',
          buyerReference: 'Annan',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('makes a credit note a CreditNote with positive figures and a reference to the invoice it corrects', async () => {
    await ctx.api().put('/api/company', completeCompany);
    const buyer = await customer(municipality);
    const invoice = await invoiceFor(buyer.id, [
      { description: 'Hydraulslang', quantity: 1, price: 1173.75, unit: 'st' },
    ]);
    const credit = (await ctx.api().post(`/api/invoice/${invoice.id}/credit`)).json();
    expect(credit.buyerReference).toBe('ABC123');
    const original = (await ctx.api().get(`/api/invoice/${invoice.id}`)).json();
    const { root, kind } = await peppol(credit.id, 'credit-note');
    expect(kind).toBe('CreditNote');
    expect(textOf(root.CreditNoteTypeCode)).toBe('381');
    expect(at(root, 'BillingReference.InvoiceDocumentReference')).toEqual({
      ID: invoice.invoiceNumber,
      IssueDate: original.invoiceDate,
    });
    // DOMAIN-SE: credit note −1 × 1 173,75 → −1 467,19, +0,19, −1 467,00; the document type carries the sign.
    expect(at(root, 'LegalMonetaryTotal')).toMatchObject({
      LineExtensionAmount: { '#text': '1173.75' },
      TaxInclusiveAmount: { '#text': '1467.19' },
      PayableRoundingAmount: { '#text': '-0.19' },
      PayableAmount: { '#text': '1467.00' },
    });
    expect(textOf(at(root, 'CreditNoteLine.0.CreditedQuantity'))).toBe('1');
    expect(root.PaymentMeans).toBeUndefined();
  });

  it('bills a private customer at the Peppol id given, without an organisation number, and refuses one without any', async () => {
    await ctx.api().put('/api/company', completeCompany);
    const person = await customer({
      name: 'Karin Ågren',
      street: 'Byvägen 3',
      postalCode: '24391',
      city: 'Höör',
      reference: 'Karin',
      peppolId: '0088:7300010000001',
    });
    const invoice = await invoiceFor(
      person.id,
      [{ description: 'Service gräsklippartraktor', quantity: 2, price: 650, unit: 'h' }],
      {
        customerName: 'Karin Ågren',
        customerAddress: 'Byvägen 3\n243 91 Höör',
      },
    );
    const { root } = await peppol(invoice.id, 'private-customer');
    const party = at(root, 'AccountingCustomerParty.Party');
    expect(at(party, 'EndpointID')).toEqual({ '#text': '7300010000001', '@schemeID': '0088' });
    expect(at(party, 'PartyLegalEntity')).toEqual({ RegistrationName: 'Karin Ågren' });

    const nobody = await customer({ name: 'Per Persson' });
    const refused = await ctx
      .api()
      .get(
        `/api/invoice/${(await invoiceFor(nobody.id, [{ description: 'Service', quantity: 1, price: 500 }], { customerName: 'Per Persson' })).id}/peppol`,
      );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'E-fakturan kan inte skapas. Det här saknas: kundens Peppol-ID (eller svenska organisationsnummer); Er referens eller Ert ordernummer.',
      errors: [
        { field: 'customer.peppolId', message: 'kundens Peppol-ID (eller svenska organisationsnummer)' },
        { field: 'buyerReference', message: 'Er referens eller Ert ordernummer' },
      ],
    });
  });

  it('pays to the plusgiro when the workshop has no bankgiro', async () => {
    await ctx.api().put('/api/company', { ...completeCompany, bankgiro: '', plusgiro: '4 77 21-1' });
    const buyer = await customer(municipality);
    const { root } = await peppol(
      (await invoiceFor(buyer.id, [{ description: 'Däckbyte', quantity: 4, price: 350 }])).id,
      'plusgiro',
    );
    expect(at((root.PaymentMeans as unknown[])[0], 'PayeeFinancialAccount')).toEqual({
      ID: '477211',
      FinancialInstitutionBranch: { ID: 'SE:PLUSGIRO' },
    });
  });

  it('keeps names with &, <, quotes and Å/Ä/Ö exactly, and carries the most lines an invoice may have', async () => {
    await ctx.api().put('/api/company', { ...completeCompany, name: 'Öbergs & Söner "Maskin" <AB>' });
    const buyer = await customer({ ...municipality, name: 'Åkeri & Ängs <"Väg"> AB' });
    const odd = 'Slang <DN 20> & "koppling" \'räta\' — åäö ÅÄÖ';
    const items = Array.from({ length: MAX_LINES }, (_, index) => ({
      description: index === 0 ? odd : `Rad ${index + 1}`,
      quantity: 1,
      price: (100 + index) / 100,
    }));
    const invoice = await invoiceFor(buyer.id, items, { customerName: 'Åkeri & Ängs <"Väg"> AB' });
    const { root, response } = await peppol(invoice.id, 'names-and-lines');
    expect(response.body).toContain('Åkeri &amp; Ängs &lt;"Väg"&gt; AB');
    expect(textOf(at(root, 'AccountingSupplierParty.Party.PartyName.Name'))).toBe('Öbergs & Söner "Maskin" <AB>');
    expect(textOf(at(root, 'AccountingCustomerParty.Party.PartyName.Name'))).toBe('Åkeri & Ängs <"Väg"> AB');
    expect(textOf(at(root, 'InvoiceLine.0.Item.Name'))).toBe(odd);
    expect(root.InvoiceLine).toHaveLength(MAX_LINES);
  });

  it('marks reverse charge, export and interest with their VAT categories and no Swedish VAT', async () => {
    await ctx.api().put('/api/company', completeCompany);
    const polish = await customer({
      name: 'Budowa Sp. z o.o.',
      country: 'PL',
      city: 'Gdańsk',
      postalCode: '80-831',
      vatNumber: 'PL5842708325',
      peppolId: '9945:PL5842708325',
      reference: 'Jan',
    });
    const reverse = await invoiceFor(polish.id, [{ description: 'Reparation', quantity: 8.5, price: 850 }], {
      customerName: 'Budowa Sp. z o.o.',
      customerAddress: '80-831 Gdańsk\nPOLEN',
    });
    const reversed = await peppol(reverse.id, 'reverse-charge');
    expect(at(reversed.root, 'TaxTotal.TaxSubtotal.0.TaxCategory')).toMatchObject({
      ID: 'AE',
      Percent: '0',
      TaxExemptionReason: 'Omvänd betalningsskyldighet',
    });
    expect(at(reversed.root, 'AccountingCustomerParty.Party.PostalAddress')).toMatchObject({
      CityName: 'Gdańsk',
      PostalZone: '80-831',
      Country: { IdentificationCode: 'PL' },
    });

    const norwegian = await customer({
      name: 'Fjell AS',
      country: 'NO',
      orgNumber: '923609016',
      peppolId: '0192:923609016',
      reference: 'Ola',
    });
    const exported = await peppol(
      (
        await invoiceFor(norwegian.id, [{ description: 'Reparation', quantity: 2, price: 850 }], {
          customerName: 'Fjell AS',
        })
      ).id,
      'export',
    );
    expect(textOf(at(exported.root, 'TaxTotal.TaxSubtotal.0.TaxCategory.ID'))).toBe('G');
    expect(textOf(at(exported.root, 'TaxTotal.TaxAmount'))).toBe('0.00');

    // A räntefaktura: interest is outside VAT (category O), so no VAT number may stand on it (BR-O-02).
    const buyer = await customer(municipality);
    const late = await invoiceFor(buyer.id, [{ description: 'Reparation', quantity: 1, price: 9572.8 }]);
    await ctx.database.db.execute(
      sql`update invoices set invoice_date = '2026-04-01', due_date = '2026-05-16' where id = ${late.id}`,
    );
    const interest = await ctx.api().post(`/api/invoice/${late.id}/interest-invoice`);
    expect(interest.statusCode, interest.body).toBe(201);
    const billed = await peppol(interest.json().id, 'interest');
    expect(at(billed.root, 'TaxTotal.TaxSubtotal.0.TaxCategory')).toMatchObject({
      ID: 'O',
      TaxExemptionReasonCode: 'vatex-eu-o',
    });
    expect(at(billed.root, 'TaxTotal.TaxSubtotal.0.TaxCategory.Percent')).toBeUndefined();
    expect(
      (at(billed.root, 'AccountingSupplierParty.Party.PartyTaxScheme') as unknown[]).map((scheme) =>
        textOf(at(scheme, 'TaxScheme.ID')),
      ),
    ).toEqual(['TAX']);
    expect(textOf(billed.root.BuyerReference)).toBe('ABC123');
  });

  it('answers 403 to a mechanic, 404 for another workshop’s invoice, and names what the workshop lacks', async () => {
    const owner = await createAccount(ctx.app);
    const buyer = (await as(ctx.app, owner).post('/api/customers', municipality)).json();
    const workOrder = (
      await as(ctx.app, owner).post('/api/workorders', { ...validWorkOrder, customerId: buyer.id })
    ).json();
    const invoice = (
      await as(ctx.app, owner).post('/api/invoice', {
        customerName: 'Eslövs kommun',
        customerEmail: 'f@eslov.se',
        workOrderId: workOrder.id,
        items: [{ description: 'Service', quantity: 1, price: 100 }],
      })
    ).json();
    const lacking = await as(ctx.app, owner).get(`/api/invoice/${invoice.id}/peppol`);
    expect(lacking.statusCode).toBe(409);
    expect(lacking.json().message).toBe(
      'E-fakturan kan inte skapas. Det här saknas: företagets organisationsnummer; företagets adress; företagets momsregistreringsnummer; företagets bankgiro, plusgiro eller IBAN.',
    );
    const mechanic = await addMember(ctx.app, owner, 'mechanic');
    expect((await as(ctx.app, mechanic).get(`/api/invoice/${invoice.id}/peppol`)).statusCode).toBe(403);
    expect((await ctx.api().get(`/api/invoice/${invoice.id}/peppol`)).statusCode).toBe(404);
    expect((await ctx.api().get('/api/invoice/not-an-id/peppol')).statusCode).toBe(404);
  });
});

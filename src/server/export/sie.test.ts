import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import {
  as,
  completeCompany,
  createAccount,
  validInvoice,
  validWorkOrder,
  type Account,
  TEST_TODAY,
  useTestApp,
} from '../test/harness';
import { decodeCp437, encodeCp437 } from './cp437';
import { buildSie, quoted } from './sie';

/** Splits a SIE line into its fields as SIE 4B §5.7 reads them: quoted text with \\ and \" escapes, {} lists. */
function sieFields(line: string): string[] {
  const fields: string[] = [];
  let index = 0;
  while (index < line.length) {
    if (line[index] === ' ') {
      index += 1;
    } else if (line[index] === '"') {
      let text = '';
      index += 1;
      while (index < line.length && line[index] !== '"') {
        if (line[index] === '\\') index += 1;
        text += line[index];
        index += 1;
      }
      if (line[index] !== '"') throw new Error(`unterminated text in ${line}`);
      index += 1;
      fields.push(text);
    } else {
      const end = line.indexOf(' ', index);
      fields.push(line.slice(index, end === -1 ? undefined : end));
      index = end === -1 ? line.length : end;
    }
  }
  return fields;
}

interface Voucher {
  header: string;
  transactions: Array<{ account: number; amount: number }>;
}

/** Reads a SIE file back: header lines and vouchers with their transactions (amounts in öre). */
function parseSie(text: string): { lines: string[]; vouchers: Voucher[] } {
  const lines = text.split('\r\n');
  const vouchers: Voucher[] = [];
  let current: Voucher | null = null;
  for (const line of lines) {
    if (line.startsWith('#VER')) current = { header: line, transactions: [] };
    else if (line === '}' && current) {
      vouchers.push(current);
      current = null;
    } else if (current && line.trim().startsWith('#TRANS')) {
      const [, account, , amount] = line.trim().split(/\s+/);
      current.transactions.push({ account: Number(account), amount: Math.round(Number(amount) * 100) });
    }
  }
  return { lines, vouchers };
}

describe('SIE 4I text', () => {
  it('writes the sale voucher of docs/invoicing.md exactly', () => {
    const text = buildSie({
      companyName: 'Verkstan AB',
      orgNumber: '556036-0793',
      generatedOn: '2025-03-31',
      from: '2025-03-01',
      to: '2025-03-31',
      sales: [
        {
          number: '1001',
          customerName: 'Åkeri Nord AB',
          date: '2025-03-10',
          netOre: 957250,
          vatOre: 239313,
          roundingOre: 37,
          amountToPayOre: 1196600,
          isCredit: false,
        },
      ],
      payments: [],
    });
    expect(text).toContain(
      [
        '#VER A "" 20250310 "Faktura 1001 Åkeri Nord AB"',
        '{',
        '   #TRANS 1510 {} 11966.00',
        '   #TRANS 3001 {} -9572.50',
        '   #TRANS 2611 {} -2393.13',
        '   #TRANS 3740 {} -0.37',
        '}',
      ].join('\r\n'),
    );
    expect(text.split('\r\n').slice(0, 3)).toEqual(['#FLAGGA 0', '#FORMAT PC8', '#SIETYP 4']);
    expect(text).toContain('#ORGNR 556036-0793\r\n');
  });

  it('cuts a voucher text longer than 50 characters at a word boundary', () => {
    // 'Faktura F2026061001 ' + a long customer name: 70 characters.
    expect(quoted('Faktura F2026061001 Norrbottens Maskinentreprenad och Schakt AB')).toBe(
      '"Faktura F2026061001 Norrbottens Maskinentreprenad"',
    );
    expect(quoted('Faktura F2026061001 Norrbottens Maskinentreprenad och Schakt AB').length).toBeLessThanOrEqual(52);
    expect(quoted('Kreditfaktura F2026061002 avser F2026061001 Åkeri')).toBe(
      '"Kreditfaktura F2026061002 avser F2026061001 Åkeri"',
    );
    // One word longer than the limit is cut where it must be.
    expect(quoted('x'.repeat(60))).toBe(`"${'x'.repeat(50)}"`);
  });

  it('escapes backslash and quote and drops control characters, so no text escapes its quotes', () => {
    expect(quoted('Back\\slash AB\\')).toBe('"Back\\\\slash AB\\\\"');
    expect(quoted('Säg "hej"')).toBe('"Säg \\"hej\\""');
    expect(quoted('ESC\u001b DEL\u007f NUL\u0000 tab\tslut')).toBe('"ESC DEL NUL tab slut"');
    // Cut before escaping: fifty characters of text, whatever their escapes.
    expect(sieFields(`#X ${quoted('\\'.repeat(60))}`)[1]).toBe('\\'.repeat(50));
    const text = buildSie({
      companyName: 'Back\\slash AB\\',
      orgNumber: '',
      generatedOn: '2026-03-31',
      from: '2026-03-01',
      to: '2026-03-31',
      sales: [
        {
          number: 'F1"2',
          customerName: 'Kund\u001b\\',
          date: '2026-03-10',
          netOre: 100,
          vatOre: 25,
          roundingOre: -25,
          amountToPayOre: 100,
          isCredit: false,
        },
      ],
      payments: [],
    });
    const lines = text.split('\r\n');
    expect(sieFields(lines.find((line) => line.startsWith('#FNAMN'))!)).toEqual(['#FNAMN', 'Back\\slash AB\\']);
    expect(sieFields(lines.find((line) => line.startsWith('#VER'))!)).toEqual([
      '#VER',
      'A',
      '',
      '20260310',
      'Faktura F1"2 Kund\\',
    ]);
    // eslint-disable-next-line no-control-regex -- what must not reach the file
    expect(text).not.toMatch(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/);
  });

  it('writes a voucher the same in every export, however many vouchers come before it', () => {
    const base = {
      companyName: 'Verkstad AB',
      orgNumber: '5560360793',
      generatedOn: '2026-11-30',
      from: '2026-11-01',
      to: '2026-11-30',
      payments: [],
    };
    const sale = (number: string, date: string) => ({
      number,
      customerName: 'Kund',
      date,
      netOre: 800,
      vatOre: 200,
      roundingOre: 0,
      amountToPayOre: 1000,
      isCredit: false,
    });
    const vouchersOf = (text: string) => text.split('\r\n').filter((line) => line.startsWith('#VER'));
    const first = vouchersOf(buildSie({ ...base, sales: [sale('F10', '2026-11-10'), sale('F11', '2026-11-20')] }));
    // An invoice registered later with an earlier date, or a period begun earlier, moves no voucher.
    const again = vouchersOf(
      buildSie({
        ...base,
        from: '2026-01-01',
        sales: [sale('F9', '2026-11-02'), sale('F10', '2026-11-10'), sale('F11', '2026-11-20')],
      }),
    );
    expect(again.slice(1)).toEqual(first);
  });

  it('writes letters code page 437 lacks as the nearest Latin letter, not as ?', () => {
    const text = buildSie({
      companyName: 'Łukasz Żółw Serwis',
      orgNumber: '5560360793',
      generatedOn: '2026-11-30',
      from: '2026-11-01',
      to: '2026-11-30',
      sales: [
        {
          number: 'F1',
          customerName: 'Đorđević Ørsted Šťastný',
          date: '2026-11-02',
          netOre: 800,
          vatOre: 200,
          roundingOre: 0,
          amountToPayOre: 1000,
          isCredit: false,
        },
      ],
      payments: [],
    });
    const read = decodeCp437(encodeCp437(text));
    expect(read).toContain('#FNAMN "Lukasz Zólw Serwis"');
    expect(read).toContain('"Faktura F1 Dordevic Orsted Stastny"');
    expect(read).not.toContain('?');
    expect(decodeCp437(encodeCp437('Åkeri Öst é ß'))).toBe('Åkeri Öst é ß');
  });

  it('encodes in code page 437 and reads back', () => {
    const bytes = encodeCp437('Åkeri Öst & Älvdalens Väg');
    expect([...bytes.subarray(0, 1)]).toEqual([0x8f]);
    expect(decodeCp437(bytes)).toBe('Åkeri Öst & Älvdalens Väg');
  });
});

describe.each(drivers)('GET /api/export/sie on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  beforeAll(async () => {
    account = await createAccount(test.app);
    await as(test.app, account).put('/api/company', {
      ...completeCompany,
      reminderFee: 60,
      reminderFeeAgreed: true,
    });
    const workOrderId = (await as(test.app, account).post('/api/workorders', validWorkOrder)).json().id;
    // Written a week ago and fell due yesterday: its reminder charges the agreed fee, a voucher of its own.
    const late = (
      await as(test.app, account).post('/api/invoice', {
        ...validInvoice(workOrderId),
        invoiceDate: '2026-06-08',
        dueDate: '2026-06-14',
      })
    ).json();
    const sale = (await as(test.app, account).post('/api/invoice', validInvoice(workOrderId))).json();
    await as(test.app, account).post('/api/invoice', { ...validInvoice(workOrderId), status: 'paid' });
    await as(test.app, account).post(`/api/invoice/${sale.id}/credit`);
    expect(
      (
        await as(test.app, account).post(`/api/invoice/${late.id}/reminders`, {
          send: false,
          confirmNotSent: true,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('exports every invoice, credit note and payment of the period as balanced vouchers', async () => {
    const today = TEST_TODAY;
    // From the day the late invoice was written.
    const response = await as(test.app, account).get(`/api/export/sie?from=2026-06-08&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="verkstan-2026-06-08-${today}.si"`);
    const text = decodeCp437(response.rawPayload);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    const { lines, vouchers } = parseSie(text);
    expect(lines).toEqual(
      expect.arrayContaining([
        '#FLAGGA 0',
        '#FORMAT PC8',
        '#SIETYP 4',
        '#FNAMN "Svenssons Maskinservice AB"',
        '#ORGNR 556036-0793',
      ]),
    );
    expect(vouchers).toHaveLength(6);
    for (const voucher of vouchers)
      expect(voucher.transactions.reduce((sum, transaction) => sum + transaction.amount, 0)).toBe(0);
    const sales = vouchers.filter((voucher) => voucher.header.includes('"Faktura '));
    expect(sales).toHaveLength(3);
    expect(sales[0]!.transactions).toEqual([
      { account: 1510, amount: 1196600 },
      { account: 3001, amount: -957250 },
      { account: 2611, amount: -239313 },
      { account: 3740, amount: -37 },
    ]);
    const credit = vouchers.find((voucher) => voucher.header.includes('Kreditfaktura'))!;
    expect(credit.transactions).toEqual([
      { account: 1510, amount: -1196600 },
      { account: 3001, amount: 957250 },
      { account: 2611, amount: 239313 },
      { account: 3740, amount: 37 },
    ]);
    const payment = vouchers.find((voucher) => voucher.header.includes('Betalning'))!;
    expect(payment.transactions).toEqual([
      { account: 1930, amount: 1196600 },
      { account: 1510, amount: -1196600 },
    ]);
    const fee = vouchers.find((voucher) => voucher.header.includes('Påminnelseavgift'))!;
    expect(fee.transactions).toEqual([
      { account: 1510, amount: 6000 },
      { account: 3930, amount: -6000 },
    ]);
    expect(lines).toContain('#KONTO 3930 "Påminnelseavgifter"');
    expect(vouchers.every((voucher) => /^#VER A "" \d{8} "[^"]{1,50}"$/.test(voucher.header))).toBe(true);
  });

  it('answers an empty period with a file without vouchers', async () => {
    const response = await as(test.app, account).get('/api/export/sie?from=2001-01-01&to=2001-12-31');
    expect(parseSie(decodeCp437(response.rawPayload)).vouchers).toEqual([]);
  });

  it.each(['from=2026-13-01&to=2026-12-31', 'from=2026-12-31&to=2026-01-01', 'to=2026-01-01', 'from=igår&to=idag'])(
    'refuses the period %s with 400',
    async (query) => {
      const response = await as(test.app, account).get(`/api/export/sie?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Ange en giltig period (från och till, ÅÅÅÅ-MM-DD).');
    },
  );
});

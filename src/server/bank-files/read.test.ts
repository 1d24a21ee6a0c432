import { describe, expect, it } from 'vitest';
import { formatOre } from '../../shared/money';
import { bgMaxFile, bgMaxLines, camt054File } from '../test/bank-files';
import { sumOre } from './bank-file';
import { ocrSerialOf, numberTokensOf } from './matching';
import { readBankFile } from './read';

const refusal = (bytes: Buffer | string) => {
  try {
    readBankFile(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
  }
  throw new Error('the file was read');
};

describe('reading a BgMax file', () => {
  const payments = [
    { amountOre: 125_000, reference: '100164', serial: 1, payerName: 'Åkeri Nord AB' },
    {
      amountOre: 50_050,
      reference: 'Faktura 2026-1002',
      referenceCode: 4,
      serial: 2,
      text: 'Delbetalning maj',
    },
    { amountOre: 1_000, reference: 'Felinsatt', serial: 3, deduction: true },
  ];

  it('reads payments with the deposit date, OCR flag, payer (ISO-8859-1) and text; deductions are money out', () => {
    const file = readBankFile(bgMaxFile({ payments }));
    expect(file.format).toBe('bgmax');
    expect(file.accounts).toEqual([{ kind: 'bankgiro', number: '0050501055' }]);
    expect(file.payments).toEqual([
      {
        bankReference: 'bgmax:2026-06-12:000000000001:0009912346:125000',
        formerReference: 'bgmax:2026-06-12:000000000001',
        amountOre: 125_000,
        date: '2026-06-12',
        reference: '100164',
        isOcr: true,
        text: null,
        payerName: 'Åkeri Nord AB',
        method: 'bankgiro',
      },
      expect.objectContaining({
        amountOre: 50_050,
        reference: 'Faktura 2026-1002',
        isOcr: false,
        text: 'Delbetalning maj',
        payerName: null,
      }),
    ]);
    expect(file.debits).toEqual([{ amountOre: 1_000, reference: 'Felinsatt', text: null }]);
  });

  it('reads the same file after an editor saved it as UTF-8, and ignores record types it does not know', () => {
    const lines = bgMaxLines({ payments });
    lines.splice(3, 0, `99${' '.repeat(78)}`);
    const file = readBankFile(Buffer.from(lines.join('\n'), 'utf8'));
    expect(file.payments[0]!.payerName).toBe('Åkeri Nord AB');
  });

  it('refuses a file whose sums or counts do not add up, or that is cut short, naming the line', () => {
    expect(refusal(bgMaxFile({ payments, depositOre: 999 }))).toEqual({
      status: 400,
      message:
        'Bankfilen kan inte läsas in: rad 8: insättningen är 999 öre men betalningarna minus avdragen är 174050 öre. Inget har bokförts.',
    });
    expect(refusal(bgMaxFile({ payments, endCounts: { payments: 3 } })).message).toContain(
      'rad 9: slutposten anger 3 betalningsposter men filen har 2',
    );
    const lines = bgMaxLines({ payments });
    expect(refusal(lines.slice(0, -1).join('\r\n')).message).toContain('slutposten (70) saknas');
    expect(refusal(lines.slice(0, 5).join('\r\n')).message).toContain('slutposten (70) saknas');
    expect(refusal([...lines.slice(0, 2), `${lines[2]}X`, ...lines.slice(3)].join('\n')).message).toContain(
      'rad 3 har 81 tecken',
    );
    const noSection = [lines[0], lines[2], ...lines.slice(-1)].join('\n');
    expect(refusal(noSection).message).toContain('rad 2: en betalningspost utanför en öppningspost (05)');
    const badAmount = lines
      .map((line, index) => (index === 2 ? `${line.slice(0, 40)}12AB${line.slice(44)}` : line))
      .join('\n');
    expect(refusal(badAmount).message).toContain('rad 3: beloppet (position 38–55) är inte ett tal i öre');
    const badDate = lines
      .map((line) => (line.startsWith('15') ? `${line.slice(0, 37)}20260231${line.slice(45)}` : line))
      .join('\n');
    expect(refusal(badDate).message).toContain('betalningsdagen (position 38–45) är inte ett datum');
  });
});

describe('Bankgirot’s own example files', () => {
  // Shaped like Bankgirot's examples (bankgirot.se, "Bankgiro Inbetalningar", teknisk information).
  const sek = [
    { amountOre: 110_000, reference: '650861', serial: 12, sender: '9701233' },
    { amountOre: 120_000, reference: 'Faktura 1', referenceCode: 4, serial: 13, sender: '1234567' },
    // Two payments of the day with BGC serial 16, as in the example with OCR length and check digit.
    { amountOre: 70_000, reference: '659763', serial: 16, sender: '1234567' },
    { amountOre: 500_000, reference: '658260', serial: 16, sender: '3783511' },
  ];

  it('tells two payments of a day with the same BGC serial apart by payer and amount, in every file alike', () => {
    const file = readBankFile(
      bgMaxFile({
        payments: [...sek, { amountOre: 500_000, reference: '658260', serial: 16, sender: '3783511' }],
      }),
    );
    expect(file.payments.map((payment) => payment.bankReference)).toEqual([
      'bgmax:2026-06-12:000000000012:0009701233:110000',
      'bgmax:2026-06-12:000000000013:0001234567:120000',
      'bgmax:2026-06-12:000000000016:0001234567:70000',
      'bgmax:2026-06-12:000000000016:0003783511:500000',
      // The same payer, amount and serial twice: the deposit's sum says both are real; their order tells them apart.
      'bgmax:2026-06-12:000000000016:0003783511:500000:2',
    ]);
    // Read again, the same references: the second import books nothing.
    const again = readBankFile(
      bgMaxFile({
        payments: [...sek, { amountOre: 500_000, reference: '658260', serial: 16, sender: '3783511' }],
      }),
    );
    expect(again.payments.map((payment) => payment.bankReference)).toEqual(
      file.payments.map((payment) => payment.bankReference),
    );
    // Alone in its file, a payment has the reference it has beside its twin.
    expect(readBankFile(bgMaxFile({ payments: [sek[2]!] })).payments[0]!.bankReference).toBe(
      'bgmax:2026-06-12:000000000016:0001234567:70000',
    );
  });

  it('books the sections in kronor and lists a section in euro as not booked', () => {
    const euro = [
      { amountOre: 15_000, reference: '100164', serial: 21 },
      { amountOre: 2_550, reference: 'Faktura 2', referenceCode: 4, serial: 22 },
    ];
    const file = readBankFile(bgMaxFile({ sections: [{ payments: sek }, { currency: 'EUR', payments: euro }] }));
    expect(file.payments.map((payment) => payment.amountOre)).toEqual([110_000, 120_000, 70_000, 500_000]);
    expect(file.debits).toEqual([
      {
        amountOre: 17_550,
        currency: 'EUR',
        reference: null,
        text: 'Insättning i EUR den 2026-06-12, 2 betalningar (rad 8–11): bokförs inte, bara kronor bokförs',
      },
    ]);
    // Checked like any other section.
    const lines = bgMaxLines({ sections: [{ payments: sek }, { currency: 'EUR', payments: euro }] });
    expect(
      refusal(
        lines
          .map((line, index) => (index === 10 ? `${line.slice(0, 50)}${'0'.repeat(17)}1${line.slice(68)}` : line))
          .join('\n'),
      ).message,
    ).toContain('rad 11: insättningen är 1 öre men betalningarna minus avdragen är 17550 öre');
    expect(
      refusal(lines.map((line, index) => (index === 10 ? line.replace('EUR', 'SEK') : line)).join('\n')).message,
    ).toContain('rad 11: insättningen är i SEK men öppningsposten på rad 8 i EUR');
    expect(
      refusal(lines.map((line, index) => (index === 7 ? line.replace('EUR', '   ') : line)).join('\n')).message,
    ).toContain('rad 8: valutan (position 23–25)');
    // A deposit that names no currency is in its section's.
    const blank = lines
      .map((line, index) => (index === 10 ? `${line.slice(0, 68)}   ${line.slice(71)}` : line))
      .join('\n');
    expect(readBankFile(Buffer.from(blank, 'latin1')).debits).toEqual([
      expect.objectContaining({ amountOre: 17_550, currency: 'EUR' }),
    ]);
  });

  it('reads 80-character records without line breaks, as Bankgirot publishes its examples', () => {
    const lines = bgMaxLines({ payments: sek });
    const joined = readBankFile(Buffer.from(lines.join(''), 'latin1'));
    expect(joined).toEqual(readBankFile(Buffer.from(lines.join('\r\n'), 'latin1')));
    expect(joined.payments).toHaveLength(4);
    // Trailing blanks a program trimmed from the last record are put back as with line breaks.
    expect(readBankFile(Buffer.from(lines.join('').trimEnd(), 'latin1')).payments).toHaveLength(4);
    // A record cut short among the others moves every field after it: refused, not misread.
    expect(refusal([lines[0], lines[1]!.slice(0, 79), ...lines.slice(2)].join('')).status).toBe(400);
  });
});

describe('amounts no workshop is paid', () => {
  const over = `beloppet är över ${formatOre(100_000_000_000)}, mer än en verkstad tar emot i en betalning`;

  it('refuses a BgMax payment over 1 000 000 000 kr, up to 18 digits, naming the line', () => {
    const largest = readBankFile(
      bgMaxFile({ payments: [{ amountOre: 100_000_000_000, reference: '100164', serial: 1 }] }),
    );
    expect(largest.payments.map((payment) => payment.amountOre)).toEqual([100_000_000_000]);
    expect(refusal(bgMaxFile({ payments: [{ amountOre: 100_000_000_001, reference: '100164', serial: 1 }] }))).toEqual({
      status: 400,
      message: `Bankfilen kan inte läsas in: rad 3: ${over}. Inget har bokförts.`,
    });
    // Eighteen nines: more than a number holds exactly; once booked as 10¹⁶ kr.
    const nines = bgMaxLines({ payments: [{ amountOre: 1, reference: '100164', serial: 1 }] }).map((line) =>
      line.startsWith('20') ? `${line.slice(0, 37)}${'9'.repeat(18)}${line.slice(55)}` : line,
    );
    expect(refusal(nines.join('\n')).message).toContain(`rad 3: ${over}`);
    const deduction = bgMaxFile({
      payments: [{ amountOre: 200_000_000_000, reference: 'x', serial: 1, deduction: true }],
    });
    expect(refusal(deduction).message).toContain(`rad 3: ${over}`);
  });

  it('refuses a camt.054 entry or transaction over 1 000 000 000 kr', () => {
    expect(
      readBankFile(Buffer.from(camt054File({ entries: [{ amount: '1000000000.00', reference: 'A' }] }))).payments[0]!
        .amountOre,
    ).toBe(100_000_000_000);
    expect(refusal(camt054File({ entries: [{ amount: '1000000000.01', reference: 'A' }] })).message).toContain(
      `Ntfctn 1, Ntry 1, Amt: ${over}`,
    );
    const batch = camt054File({
      entries: [{ amount: '1000000000.00', reference: 'B', transactions: [{ amount: '1000000000.01' }] }],
    });
    expect(refusal(batch).message).toContain(`Ntfctn 1, Ntry 1, TxDtls 1: ${over}`);
    const debit = camt054File({
      entries: [{ amount: '9999999999999.99', reference: 'D', direction: 'DBIT' }],
    });
    expect(refusal(debit).message).toContain(over);
  });

  it('refuses a sum that leaves exact integers, however many amounts make it', () => {
    expect(sumOre([Number.MAX_SAFE_INTEGER - 1, 1], 'rad 9')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => sumOre([Number.MAX_SAFE_INTEGER, 1], 'rad 9')).toThrow(
      'rad 9: summan av beloppen är för stor för att räknas exakt',
    );
  });
});

describe('reading a camt.054 file', () => {
  it('reads credits with OCR, payer and the bank’s reference in versions 02 to 08', () => {
    for (const version of ['02', '04', '06', '08'] as const) {
      const file = readBankFile(
        Buffer.from(
          camt054File({
            version,
            entries: [{ amount: '1250.00', reference: 'BANKREF-1', ocr: '100164', payer: 'Åkeri Nord AB' }],
          }),
        ),
      );
      expect(file, version).toEqual({
        format: 'camt.054',
        accounts: [{ kind: 'bankgiro', number: '50501055' }],
        payments: [
          {
            bankReference: 'camt:BANKREF-1',
            amountOre: 125_000,
            date: '2026-06-12',
            reference: '100164',
            isOcr: true,
            text: null,
            payerName: 'Åkeri Nord AB',
            method: 'bankgiro',
          },
        ],
        debits: [],
      });
    }
  });

  it('reads a document whose elements carry a namespace prefix, entries and transactions included', () => {
    const plain = camt054File({
      entries: [
        { amount: '10.00', reference: 'A', ocr: '100164', payer: 'Åkeri & Son' },
        {
          amount: '5.00',
          reference: 'B',
          transactions: [
            { amount: '2.00', reference: 'B-1' },
            { amount: '3.00', reference: 'B-2' },
          ],
        },
      ],
    });
    const prefixed = plain
      .replace(/<(\/?)(\w+)([ >])/g, (_whole, slash: string, name: string, end: string) => `<${slash}c:${name}${end}`)
      .replace('<c:Document xmlns=', '<c:Document xmlns:c=');
    expect(prefixed).toContain('<c:Ntry>');
    expect(readBankFile(Buffer.from(prefixed))).toEqual(readBankFile(Buffer.from(plain)));
  });

  it('splits a batch entry into its transactions, and lists debits and returned payments without booking them', () => {
    const file = readBankFile(
      Buffer.from(
        camt054File({
          account: { iban: 'SE45 5000 0000 0583 9825 7466' },
          entries: [
            {
              amount: '1500.5',
              reference: 'BATCH-7',
              transactions: [
                { amount: '1000.00', ocr: '100164', reference: 'TX-1' },
                { amount: '500.50', ocr: '47118' },
              ],
            },
            { amount: '99.00', reference: 'FEE-1', direction: 'DBIT', text: 'Avgift' },
            { amount: '300.00', reference: 'RET-1', reversed: true, text: 'Återbetalning' },
            {
              amount: '12.50',
              reference: 'FEE-2',
              direction: 'DBIT',
              text: 'Avgift i euro',
              currency: 'EUR',
            },
          ],
        }),
      ),
    );
    expect(file.accounts).toEqual([{ kind: 'iban', number: 'SE4550000000058398257466' }]);
    expect(file.payments.map((payment) => [payment.bankReference, payment.amountOre, payment.method])).toEqual([
      ['camt:TX-1', 100_000, 'transfer'],
      ['camt:BATCH-7:2', 50_050, 'transfer'],
    ]);
    expect(file.debits).toEqual([
      { amountOre: 9_900, reference: 'Avgift', text: 'Avgift' },
      { amountOre: 30_000, reference: 'Återbetalning', text: 'Återförd betalning: Återbetalning' },
      // Listed in its own currency, never as kronor.
      { amountOre: 1_250, currency: 'EUR', reference: 'Avgift i euro', text: 'Avgift i euro' },
    ]);
  });

  it('refuses an entry whose transactions carry no amounts of their own, naming the entry', () => {
    // Three transactions without amounts in an entry of 100 kr: each would have been booked as 100 kr.
    const none = camt054File({
      entries: [
        { amount: '50.00', reference: 'A', text: 'Hel betalning' },
        {
          amount: '100.00',
          reference: 'B',
          transactions: [{ reference: 'B-1' }, { reference: 'B-2' }, { reference: 'B-3' }],
        },
      ],
    });
    expect(refusal(none)).toEqual({
      status: 400,
      message: `Bankfilen kan inte läsas in: Ntfctn 1, Ntry 2 (AcctSvcrRef B): 3 av 3 transaktioner (TxDtls) saknar belopp, så det syns inte hur postens ${formatOre(10_000)} fördelas. Inget har bokförts.`,
    });
    const some = camt054File({
      entries: [
        {
          amount: '100.00',
          reference: 'C',
          transactions: [{ amount: '100.00', reference: 'C-1' }, { reference: 'C-2' }],
        },
      ],
    });
    expect(refusal(some).message).toContain(
      'Ntfctn 1, Ntry 1 (AcctSvcrRef C): 1 av 2 transaktioner (TxDtls) saknar belopp',
    );
    // One transaction without an amount is the whole entry.
    const one = readBankFile(
      Buffer.from(
        camt054File({
          entries: [{ amount: '100.00', reference: 'D', transactions: [{ reference: 'D-1' }] }],
        }),
      ),
    );
    expect(one.payments.map((payment) => [payment.bankReference, payment.amountOre])).toEqual([['camt:D-1', 10_000]]);
  });

  it('refuses what does not add up, other currencies, malformed XML and entity tricks', () => {
    const batch = camt054File({
      entries: [{ amount: '1500.00', reference: 'B', transactions: [{ amount: '1000.00' }, { amount: '400.00' }] }],
    });
    expect(refusal(batch).message).toContain(
      'Ntfctn 1, Ntry 1: transaktionerna (TxDtls) är 140000 öre men posten 150000 öre',
    );
    const summary = camt054File({
      entries: [{ amount: '10.00', reference: 'A' }],
      summary: { count: 2, sum: '10.00' },
    });
    expect(refusal(summary).message).toContain('TtlNtries anger 2 poster men filen har 1');
    expect(refusal(camt054File({ entries: [{ amount: '10.00', reference: 'A', currency: 'EUR' }] })).message).toContain(
      'i EUR, inte i kronor',
    );
    expect(refusal(camt054File({ entries: [{ amount: '10,00', reference: 'A' }] })).message).toContain(
      '"10,00" är inte ett belopp',
    );
    expect(
      refusal(camt054File({ entries: [{ amount: '10.00', reference: 'A', date: '2026-02-30' }] })).message,
    ).toContain('bokföringsdagen');
    const cut = camt054File({ entries: [{ amount: '10.00', reference: 'A' }] });
    expect(refusal(cut.slice(0, cut.length / 2)).message).toMatch(/inte giltig XML \(rad \d+, kolumn \d+\)/);
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">&lol2;</Document>`;
    expect(refusal(laughs).message).toContain('DOCTYPE');
    const external = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Document>&xxe;</Document>`;
    expect(refusal(external).message).toContain('DOCTYPE');
    expect(refusal(cut.replace('camt.054.001.02', 'camt.053.001.02')).message).toContain('inte en camt.054');
    expect(refusal(cut.replace('<AcctSvcrRef>A</AcctSvcrRef>', '')).message).toContain('AcctSvcrRef');
  });

  it('decodes XML’s entities and character references in names, references and texts', () => {
    const file = camt054File({
      entries: [
        { amount: '10.00', reference: 'E-1', payer: 'Okänd Betalare & Co', text: 'Faktura <1001>' },
        { amount: '20.00', reference: 'E-&#50;', payer: 'PAYER', text: 'TEXT' },
      ],
    })
      .replace('PAYER', '&#197;keri &#xC5;kesson &quot;Nord&quot;')
      .replace('TEXT', 'Ref &apos;12&apos; &#x1F69C;');
    expect(
      readBankFile(Buffer.from(file)).payments.map(({ bankReference, payerName, reference }) => ({
        bankReference,
        payerName,
        reference,
      })),
    ).toEqual([
      { bankReference: 'camt:E-1', payerName: 'Okänd Betalare & Co', reference: 'Faktura <1001>' },
      { bankReference: 'camt:E-2', payerName: 'Åkeri Åkesson "Nord"', reference: "Ref '12' 🚜" },
    ]);
    const unknown = camt054File({ entries: [{ amount: '10.00', reference: 'E-1', payer: 'PAYER' }] });
    expect(refusal(unknown.replace('PAYER', 'Kalle &nbsp; AB')).message).toContain(
      'texten "Kalle &nbsp; AB" har referensen &nbsp;, som inte är XML',
    );
    expect(refusal(unknown.replace('PAYER', 'Kalle &#0; AB')).status).toBe(400);
    expect(refusal(unknown.replace('PAYER', 'Kalle &#x110000; AB')).status).toBe(400);
  });

  it('refuses elements nested deeper than a bank file has them with a 400', () => {
    const nested = (depth: number) =>
      camt054File({ entries: [{ amount: '10.00', reference: 'A' }] }).replace(
        '<GrpHdr>',
        `<SplmtryData>${'<Envlp>'.repeat(depth)}${'</Envlp>'.repeat(depth)}</SplmtryData><GrpHdr>`,
      );
    expect(readBankFile(Buffer.from(nested(80))).payments).toHaveLength(1);
    expect(refusal(nested(100))).toEqual({
      status: 400,
      message:
        'Bankfilen kan inte läsas in: elementen är nästlade mer än 100 nivåer djupt, vilket en camt.054 aldrig är. Inget har bokförts.',
    });
    expect(refusal(nested(100_000)).status).toBe(400);
  });

  it('refuses what is neither format, empty files and NUL bytes', () => {
    expect(refusal('Namn;Belopp\nÅkeri;100').message).toContain('formatet känns inte igen');
    expect(refusal(Buffer.alloc(0)).message).toContain('filen är tom');
    expect(refusal(Buffer.from('01BGMAX\u0000')).message).toContain('NUL');
  });
});

describe('matching references', () => {
  it('reads an invoice’s OCR serial only from a reference with a valid length and check digit', () => {
    // DOMAIN-SE.md vectors: 1001 → 100164, 20250042 → 2025004207; with a check digit only, no serial.
    expect(ocrSerialOf('100164')).toBe(1001);
    expect(ocrSerialOf('2025004207')).toBe(20250042);
    expect(ocrSerialOf('10 01 64')).toBe(1001);
    expect(ocrSerialOf('10017')).toBeNull();
    expect(ocrSerialOf('100165')).toBeNull();
    expect(ocrSerialOf('Faktura 1001')).toBeNull();
    expect(ocrSerialOf(null)).toBeNull();
  });

  it('finds the words that could be an invoice number', () => {
    expect(numberTokensOf('Faktura nr 2026-1001', 'Betalning för F1002, tack!')).toEqual(['2026-1001', 'F1002']);
  });
});

// Bank files for tests, built from the layouts in DOMAIN-SE.md ("Bank files of incoming payments").

/** One BgMax record: `fields` as [first position (1-based), text], the rest blanks, 80 characters. */
function record(type: string, fields: Array<[number, string]>): string {
  const line = [...type.padEnd(80, ' ')];
  for (const [position, text] of fields)
    [...text].forEach((character, index) => (line[position - 1 + index] = character));
  return line.join('').slice(0, 80);
}

const zeros = (value: number | string, width: number) => String(value).padStart(width, '0');

export interface BgMaxPayment {
  amountOre: number;
  reference: string;
  /** 2 = OCR checked, 4 = free text (Bankgirot's reference codes). */
  referenceCode?: number;
  serial: number;
  /** The payer's bankgiro (positions 3–12); 991-2346 unless said. */
  sender?: string;
  payerName?: string;
  text?: string;
  /** A deduction (record 21): money out of the section. */
  deduction?: boolean;
}

export interface BgMaxSection {
  currency?: string;
  payments: BgMaxPayment[];
}

export interface BgMaxOptions {
  bankgiro?: string;
  date?: string;
  /** One section in kronor; or `sections`, each closed by its deposit. */
  payments?: BgMaxPayment[];
  sections?: BgMaxSection[];
  /** Tampering, for the refusals: the deposit amount and counts as stated. */
  depositOre?: number;
  endCounts?: Partial<{ payments: number; deductions: number; extra: number; deposits: number }>;
}

/** A BgMax file as Bankgirot sends it: CRLF, ISO-8859-1. */
export function bgMaxLines({
  bankgiro = '50501055',
  date = '2026-06-12',
  payments = [],
  sections = [{ payments }],
  depositOre,
  endCounts = {},
}: BgMaxOptions): string[] {
  const lines = [
    record('01', [
      [3, 'BGMAX'.padEnd(20, ' ')],
      [23, '01'],
      [25, '20260612063015123456'],
      [45, 'P'],
    ]),
  ];
  const all = sections.flatMap((section) => section.payments);
  for (const [index, section] of sections.entries()) {
    const currency = section.currency ?? 'SEK';
    lines.push(
      record('05', [
        [3, zeros(bankgiro, 10)],
        [23, currency],
      ]),
    );
    let sum = 0;
    for (const payment of section.payments) {
      sum += payment.deduction ? -payment.amountOre : payment.amountOre;
      lines.push(
        record(payment.deduction ? '21' : '20', [
          [3, zeros(payment.sender ?? '9912346', 10)],
          [13, payment.reference.padEnd(25, ' ')],
          [38, zeros(payment.amountOre, 18)],
          [56, String(payment.referenceCode ?? 2)],
          [57, '1'],
          [58, zeros(payment.serial, 12)],
          [70, '0'],
          ...(payment.deduction ? ([[71, '1']] as Array<[number, string]>) : []),
        ]),
      );
      if (payment.text) lines.push(record('25', [[3, payment.text]]));
      if (payment.payerName) lines.push(record('26', [[3, payment.payerName]]));
    }
    lines.push(
      record('15', [
        [3, zeros('1234567890', 35)],
        [38, date.replaceAll('-', '')],
        [46, zeros(index + 1, 5)],
        [51, zeros(depositOre ?? sum, 18)],
        [69, currency],
        [72, zeros(section.payments.filter((payment) => !payment.deduction).length, 8)],
        [80, 'K'],
      ]),
    );
  }
  const paymentCount = all.filter((payment) => !payment.deduction).length;
  const deductionCount = all.length - paymentCount;
  lines.push(
    record('70', [
      [3, zeros(endCounts.payments ?? paymentCount, 8)],
      [11, zeros(endCounts.deductions ?? deductionCount, 8)],
      [19, zeros(endCounts.extra ?? 0, 8)],
      [27, zeros(endCounts.deposits ?? sections.length, 8)],
    ]),
  );
  return lines;
}

export const bgMaxFile = (options: BgMaxOptions) => Buffer.from(`${bgMaxLines(options).join('\r\n')}\r\n`, 'latin1');

export interface CamtEntry {
  amount: string;
  /** The bank's reference (AcctSvcrRef). */
  reference: string;
  ocr?: string;
  text?: string;
  payer?: string;
  direction?: 'CRDT' | 'DBIT';
  reversed?: boolean;
  date?: string;
  currency?: string;
  /** Transactions of a batch entry: their amounts (decimal kronor; left out, none), OCRs and references. */
  transactions?: Array<{ amount?: string; ocr?: string; reference?: string; payer?: string }>;
}

export interface CamtOptions {
  version?: '02' | '04' | '06' | '08';
  account?: { bankgiro: string } | { iban: string };
  entries: CamtEntry[];
  /** TxsSummry as stated, for the refusals. */
  summary?: { count: number; sum: string };
}

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function transaction(
  tx: { amount?: string; ocr?: string; reference?: string; payer?: string; text?: string },
  version: string,
  currency: string,
): string {
  const payer = tx.payer
    ? version === '08'
      ? `<Dbtr><Pty><Nm>${escape(tx.payer)}</Nm></Pty></Dbtr>`
      : `<Dbtr><Nm>${escape(tx.payer)}</Nm></Dbtr>`
    : '';
  return `<TxDtls>
          ${tx.reference ? `<Refs><AcctSvcrRef>${tx.reference}</AcctSvcrRef></Refs>` : ''}
          ${tx.amount ? `<AmtDtls><TxAmt><Amt Ccy="${currency}">${tx.amount}</Amt></TxAmt></AmtDtls>` : ''}
          ${payer ? `<RltdPties>${payer}</RltdPties>` : ''}
          <RmtInf>
            ${tx.ocr ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${tx.ocr}</Ref></CdtrRefInf></Strd>` : ''}
            ${tx.text ? `<Ustrd>${escape(tx.text)}</Ustrd>` : ''}
          </RmtInf>
        </TxDtls>`;
}

/** A camt.054 notification as a Swedish bank sends it (namespace of the version, bankgiro as BGNR). */
export function camt054File({
  version = '02',
  account = { bankgiro: '50501055' },
  entries,
  summary,
}: CamtOptions): string {
  const accountXml =
    'iban' in account
      ? `<IBAN>${account.iban}</IBAN>`
      : `<Othr><Id>${account.bankgiro}</Id><SchmeNm><Prtry>BGNR</Prtry></SchmeNm></Othr>`;
  const status = (code: string) => (version === '08' ? `<Sts><Cd>${code}</Cd></Sts>` : `<Sts>${code}</Sts>`);
  const entryXml = entries.map((entry) => {
    const currency = entry.currency ?? 'SEK';
    const transactions = entry.transactions ?? [{ ocr: entry.ocr, payer: entry.payer, text: entry.text }];
    return `<Ntry>
        <Amt Ccy="${currency}">${entry.amount}</Amt>
        <CdtDbtInd>${entry.direction ?? 'CRDT'}</CdtDbtInd>
        ${entry.reversed ? '<RvslInd>true</RvslInd>' : ''}
        ${status('BOOK')}
        <BookgDt><Dt>${entry.date ?? '2026-06-12'}</Dt></BookgDt>
        <ValDt><Dt>${entry.date ?? '2026-06-12'}</Dt></ValDt>
        <AcctSvcrRef>${entry.reference}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>${transactions.map((tx) => transaction(tx, version, currency)).join('')}</NtryDtls>
      </Ntry>`;
  });
  const summaryXml = summary
    ? `<TxsSummry><TtlNtries><NbOfNtries>${summary.count}</NbOfNtries><Sum>${summary.sum}</Sum></TtlNtries></TxsSummry>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>MSG-20260612-1</MsgId><CreDtTm>2026-06-12T06:30:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>NTF-1</Id>
      <CreDtTm>2026-06-12T06:30:00</CreDtTm>
      <Acct><Id>${accountXml}</Id><Ccy>SEK</Ccy></Acct>
      ${summaryXml}
      ${entryXml.join('\n')}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;
}

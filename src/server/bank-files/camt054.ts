import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { formatOre } from '../../shared/money';
import {
  boundedOre,
  fileError,
  isoDateOf,
  oreOfDecimal,
  sumOre,
  type Account,
  type BankFile,
  type IncomingPayment,
  type Outgoing,
} from './bank-file';
import { decodeXmlText } from './xml-text';

// ISO 20022 camt.054 (BankToCustomerDebitCreditNotification), versions .001.02 to .001.08, as Swedish
// banks send it (DOMAIN-SE.md, "Bank files"). Read with fast-xml-parser: no DOCTYPE is accepted and the
// parser expands no entity, so a billion laughs or an external entity never gets that far; XML's own
// five entities and character references are decoded in the texts read (xml-text.ts).

const NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.054\.001\.0[2-8]\b/;
const LISTS = new Set(['Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd', 'Ustrd']);

/** The parser's own limit, said in the refusal: a camt.054 is about a dozen elements deep. */
const MAX_DEPTH = 100;

const options = {
  maxNestedTags: MAX_DEPTH,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name: string) => LISTS.has(name),
};
/**
 * The document is parsed with each entry kept as its XML text, an entry with each transaction kept so,
 * and a transaction made objects only when it is read, one at a time, down to what a payment keeps. A
 * file of 40 000 entries held whole as objects took about 450 MB and most of 20 s collecting garbage;
 * this way the file's text, one entry's and one transaction's objects are in memory at a time, whether
 * the bank sends an entry per payment or one per day with every payment a transaction of it.
 */
const documentParser = new XMLParser({ ...options, stopNodes: ['*.Ntry'] });
const entryParser = new XMLParser({ ...options, stopNodes: ['*.TxDtls'] });
const transactionParser = new XMLParser(options);

type Node = Record<string, unknown>;

/** An element the parser kept as XML text, as objects (`name` is its own name). */
function elementOf(raw: Node, name: string, parser: XMLParser): Node {
  const xml = typeof raw['#text'] === 'string' ? raw['#text'] : '';
  return listOf(nodeOf(parse(`<${name}>${xml}</${name}>`, parser))?.[name])[0] ?? {};
}
const nodeOf = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const listOf = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map((item) => nodeOf(item) ?? { '#text': item }) : [];
/** An element's text, whether or not it has attributes, its entities and character references decoded. */
function textOf(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  const text = typeof value === 'string' ? value : nodeOf(value)?.['#text'];
  if (typeof text === 'number') return String(text);
  return typeof text === 'string' ? decodeXmlText(text).trim() || null : null;
}
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => nodeOf(node)?.[key], value);

/** Whether the text looks like a camt.054 notification. */
export const isCamt054 = (text: string) =>
  NAMESPACE.test(text.slice(0, 4096)) || /<(\w+:)?BkToCstmrDbtCdtNtfctn[\s>]/.test(text);

function amountIn(value: unknown, where: string): { ore: number; currency: string | null } {
  const text = textOf(value);
  const ore = text === null ? null : oreOfDecimal(text);
  if (ore === null)
    throw fileError(`${where}: beloppet ${text === null ? 'saknas' : `"${text.slice(0, 20)}" är inte ett belopp`}`);
  return { ore: boundedOre(ore, where), currency: textOf(at(value, '@Ccy')) };
}

function accountOf(notification: Node, where: string): Account {
  const iban = textOf(at(notification, 'Acct', 'Id', 'IBAN'));
  if (iban) return { kind: 'iban', number: iban.replace(/\s/g, '').toUpperCase() };
  const other = textOf(at(notification, 'Acct', 'Id', 'Othr', 'Id'));
  const scheme =
    textOf(at(notification, 'Acct', 'Id', 'Othr', 'SchmeNm', 'Cd')) ??
    textOf(at(notification, 'Acct', 'Id', 'Othr', 'SchmeNm', 'Prtry'));
  if (other && (scheme === null || scheme === 'BGNR')) return { kind: 'bankgiro', number: other };
  if (other && scheme === 'PGNR') return { kind: 'plusgiro', number: other };
  throw fileError(`${where}: kontot (Acct/Id) saknas eller är varken IBAN, bankgiro eller plusgiro`);
}

const statusOf = (entry: Node) => textOf(entry.Sts) ?? textOf(at(entry, 'Sts', 'Cd'));
const dateOf = (entry: Node) =>
  isoDateOf(textOf(at(entry, 'BookgDt', 'Dt')) ?? (textOf(at(entry, 'BookgDt', 'DtTm')) ?? '').slice(0, 10));

/** The payer: `Dbtr/Nm` up to .001.07, `Dbtr/Pty/Nm` in .001.08. */
const payerOf = (transaction: Node) =>
  textOf(at(transaction, 'RltdPties', 'Dbtr', 'Nm')) ?? textOf(at(transaction, 'RltdPties', 'Dbtr', 'Pty', 'Nm'));

function referencesOf(transaction: Node): { reference: string | null; isOcr: boolean; text: string | null } {
  const structured = listOf(at(transaction, 'RmtInf', 'Strd'))
    .map((item) => textOf(at(item, 'CdtrRefInf', 'Ref')))
    .filter((ref): ref is string => ref !== null);
  const unstructured = (
    Array.isArray(at(transaction, 'RmtInf', 'Ustrd')) ? (at(transaction, 'RmtInf', 'Ustrd') as unknown[]) : []
  )
    .map(textOf)
    .filter((line): line is string => line !== null);
  const text = unstructured.join(' ') || null;
  if (structured[0]) return { reference: structured[0], isOcr: true, text };
  return { reference: text, isOcr: false, text };
}

/** The document as objects; what the parser refuses after the validator let it through is still the file's fault. */
function parse(content: string, parser = documentParser): unknown {
  try {
    return parser.parse(content);
  } catch (error) {
    if (error instanceof Error && /nested/i.test(error.message))
      throw fileError(`elementen är nästlade mer än ${MAX_DEPTH} nivåer djupt, vilket en camt.054 aldrig är`);
    throw fileError('filen kan inte tolkas som XML');
  }
}

/** What a payment keeps of a transaction (TxDtls). */
interface Transaction {
  ore: number | null;
  bankReference: string | null;
  references: ReturnType<typeof referencesOf>;
  payerName: string | null;
}

function transactionOf(raw: Node, where: string): Transaction {
  const transaction = elementOf(raw, 'TxDtls', transactionParser);
  const value = at(transaction, 'Amt') ?? at(transaction, 'AmtDtls', 'TxAmt', 'Amt');
  return {
    ore: value === undefined ? null : amountIn(value, where).ore,
    bankReference: textOf(at(transaction, 'Refs', 'AcctSvcrRef')),
    references: referencesOf(transaction),
    payerName: payerOf(transaction),
  };
}

/**
 * Reads a camt.054 file, refusing it whole when it is not well-formed XML, not a camt.054 of a
 * supported version, or when an entry's transactions or a notification's summary do not add up.
 */
export function readCamt054(content: string): BankFile {
  if (/<!DOCTYPE|<!ENTITY/i.test(content))
    throw fileError('filen innehåller en DOCTYPE- eller ENTITY-deklaration, vilket en bankfil aldrig har');
  const valid = XMLValidator.validate(content);
  if (valid !== true) throw fileError(`filen är inte giltig XML (rad ${valid.err.line}, kolumn ${valid.err.col})`);
  if (!NAMESPACE.test(content)) throw fileError('filen är inte en camt.054 av version 001.02–001.08');
  const document = nodeOf(parse(content))?.Document;
  const root = nodeOf(at(document, 'BkToCstmrDbtCdtNtfctn'));
  if (!root) throw fileError('elementet BkToCstmrDbtCdtNtfctn saknas');
  const notifications = listOf(root.Ntfctn);
  if (notifications.length === 0) throw fileError('filen har ingen avisering (Ntfctn)');

  const accounts: Account[] = [];
  const payments: IncomingPayment[] = [];
  const debits: Outgoing[] = [];
  notifications.forEach((notification, notificationIndex) => {
    const here = `Ntfctn ${notificationIndex + 1}`;
    const account = accountOf(notification, here);
    accounts.push(account);
    const entries = listOf(notification.Ntry).map((raw, entryIndex) => {
      const where = `${here}, Ntry ${entryIndex + 1}`;
      const entry = elementOf(raw, 'Ntry', entryParser);
      const amount = amountIn(entry.Amt, `${where}, Amt`);
      const direction = textOf(entry.CdtDbtInd);
      if (direction !== 'CRDT' && direction !== 'DBIT')
        throw fileError(`${where}: CdtDbtInd är varken CRDT eller DBIT`);
      const transactions = listOf(entry.NtryDtls)
        .flatMap((details) => listOf(details.TxDtls))
        .map((raw, index) => transactionOf(raw, `${where}, TxDtls ${index + 1}`));
      const entryReference = textOf(entry.AcctSvcrRef);
      const amounts = transactions.map((transaction) => transaction.ore);
      // A lone transaction without an amount is the whole entry; of several, each must say its share,
      // else every one of them would be booked as the whole entry.
      const missing = amounts.filter((value) => value === null).length;
      if (missing > 0 && amounts.length > 1) {
        const named = `${where}${entryReference ? ` (AcctSvcrRef ${entryReference.slice(0, 40)})` : ''}`;
        throw fileError(
          `${named}: ${missing} av ${amounts.length} transaktioner (TxDtls) saknar belopp, så det syns inte hur postens ${formatOre(amount.ore)} fördelas`,
        );
      }
      if (missing === 0 && amounts.length > 0) {
        const sum = sumOre(amounts as number[], where);
        if (sum !== amount.ore)
          throw fileError(`${where}: transaktionerna (TxDtls) är ${sum} öre men posten ${amount.ore} öre`);
      }
      const reversed = textOf(entry.RvslInd) === 'true';
      const status = statusOf(entry);
      if (direction === 'DBIT' || reversed || (status !== null && status !== 'BOOK')) {
        const refs = transactions[0]?.references ?? { reference: null, text: null };
        const note = reversed
          ? 'Återförd betalning'
          : direction === 'DBIT'
            ? null
            : `Ej bokförd hos banken (${status})`;
        debits.push({
          amountOre: amount.ore,
          ...(amount.currency !== null && amount.currency !== 'SEK' ? { currency: amount.currency } : {}),
          reference: refs.reference ?? textOf(entry.AcctSvcrRef),
          text: [note, refs.text].filter(Boolean).join(': ') || null,
        });
        return { ore: amount.ore, direction };
      }
      if (amount.currency !== null && amount.currency !== 'SEK')
        throw fileError(`${where}: inbetalningen är i ${amount.currency}, inte i kronor (SEK)`);
      const date = dateOf(entry);
      if (!date) throw fileError(`${where}: bokföringsdagen (BookgDt) saknas eller är inte ett datum`);
      const parts: Transaction[] =
        transactions.length > 0
          ? transactions
          : [{ ore: null, bankReference: null, references: referencesOf({}), payerName: null }];
      parts.forEach((transaction, index) => {
        const bankReference =
          transaction.bankReference ??
          (entryReference ? (parts.length > 1 ? `${entryReference}:${index + 1}` : entryReference) : null);
        if (!bankReference)
          throw fileError(`${where}: bankens referens (AcctSvcrRef) saknas, så en ny inläsning kunde bokas två gånger`);
        payments.push({
          bankReference: `camt:${bankReference}`,
          amountOre: transaction.ore ?? amount.ore,
          date,
          ...transaction.references,
          payerName: transaction.payerName,
          method: account.kind === 'iban' ? 'transfer' : account.kind,
        });
      });
      return { ore: amount.ore, direction };
    });
    checkSummary(notification, entries, here);
  });
  return { format: 'camt.054', accounts, payments, debits };
}

/** `TxsSummry` when the bank gives it: the number and sum of entries, in all and of credits. */
function checkSummary(notification: Node, entries: Array<{ ore: number; direction: string }>, where: string) {
  const summary = nodeOf(notification.TxsSummry);
  if (!summary) return;
  const check = (node: unknown, chosen: typeof entries, label: string) => {
    const count = textOf(at(node, 'NbOfNtries'));
    if (count !== null && Number(count) !== chosen.length)
      throw fileError(`${where}, TxsSummry: ${label} anger ${count} poster men filen har ${chosen.length}`);
    const sum = textOf(at(node, 'Sum'));
    if (sum === null) return;
    const stated = oreOfDecimal(sum);
    const actual = sumOre(
      chosen.map((entry) => entry.ore),
      `${where}, TxsSummry`,
    );
    if (stated !== actual)
      throw fileError(`${where}, TxsSummry: ${label} anger summan ${sum} men posterna är ${(actual / 100).toFixed(2)}`);
  };
  check(summary.TtlNtries, entries, 'TtlNtries');
  check(
    summary.TtlCdtNtries,
    entries.filter((entry) => entry.direction === 'CRDT'),
    'TtlCdtNtries',
  );
  check(
    summary.TtlDbtNtries,
    entries.filter((entry) => entry.direction === 'DBIT'),
    'TtlDbtNtries',
  );
}

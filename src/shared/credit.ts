import { z } from './zod';
import { amountToPayOre, formatOre, formatQuantity, lineAmountOre, vatOre } from './money';
import { decimalText, hundredthsOf } from './validation';

// Partial credit notes (docs/decisions/039 and 040): what a credit note of an invoice holds, computed once
// here for the server, which stores it, and for the dialog, which shows the same figures as one types.
// The dialog's form is credit-form.ts.

export const creditMessages = {
  bodyInvalid: 'Ange hela återstående beloppet, rader eller ett belopp att kreditera.',
  quantityInvalid: 'Ange ett antal större än 0 med högst två decimaler.',
  amountInvalid: 'Ange ett belopp större än 0 kr med högst två decimaler.',
  lineUnknown: 'Raden finns inte på fakturan.',
  lineTwice: 'Samma rad får bara väljas en gång.',
  noLines: 'Välj minst en rad att kreditera.',
  lineTooMuch: (position: number, left: string) => `Rad ${position}: högst ${left} kvar att kreditera`,
  overCredit: (left: number) => `Fakturan har bara ${formatOre(left)} kvar att kreditera.`,
} as const;

/** An amount in kronor as typed or sent ("500,00", 500), more than 0, whole öre; in öre. */
const positiveHundredths = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, context) => {
    const text = decimalText(value);
    const hundredths = text === null ? null : hundredthsOf(text);
    if (hundredths === null || hundredths <= 0 || hundredths > 100_000_000_000) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return hundredths;
  });

/**
 * POST /invoice/{id}/credit: `{}` or `{ whole: true }` the rest of the invoice; `{ lines }` those quantities
 * (in the line's unit, like an invoice's items) of those lines; `{ amount }` kronor including VAT.
 */
export const creditRequestSchema = z
  .object({
    whole: z.literal(true, { error: creditMessages.bodyInvalid }).optional(),
    lines: z
      .array(
        z.object({
          lineId: z.string({ error: creditMessages.lineUnknown }).max(64, creditMessages.lineUnknown),
          quantity: positiveHundredths(creditMessages.quantityInvalid),
        }),
        { error: creditMessages.noLines },
      )
      .min(1, creditMessages.noLines)
      .max(500, creditMessages.bodyInvalid)
      .optional(),
    amount: positiveHundredths(creditMessages.amountInvalid).optional(),
  })
  .strict()
  .refine((body) => [body.whole, body.lines, body.amount].filter((part) => part !== undefined).length <= 1, {
    message: creditMessages.bodyInvalid,
    path: ['whole'],
  });
export type CreditRequestInput = z.input<typeof creditRequestSchema>;
export type CreditRequestBody = z.output<typeof creditRequestSchema>;

/** What is asked, in whole hundredths and öre. */
export type CreditRequest =
  | { kind: 'whole' }
  | { kind: 'lines'; lines: ReadonlyArray<{ lineId: string; quantityHundredths: number }> }
  | { kind: 'amount'; amountOre: number };

export function creditRequestOf(body: CreditRequestBody): CreditRequest {
  if (body.lines)
    return {
      kind: 'lines',
      lines: body.lines.map((line) => ({ lineId: line.lineId, quantityHundredths: line.quantity })),
    };
  if (body.amount !== undefined) return { kind: 'amount', amountOre: body.amount };
  return { kind: 'whole' };
}

export interface CreditableLine {
  id: string;
  position: number;
  description: string;
  quantityHundredths: number;
  unitPriceOre: number;
  amountOre: number;
  unit: string | null;
}

/** The original invoice: its lines and stored totals (positive) and its VAT rate. */
export interface CreditedInvoice {
  invoiceNumber: string;
  vatRatePercent: number;
  lines: readonly CreditableLine[];
  netOre: number;
  vatOre: number;
  roundingOre: number;
  amountToPayOre: number;
}

/** An earlier credit note of it: totals stored negative, lines naming the line they took back (or none). */
export interface EarlierCredit {
  netOre: number;
  vatOre: number;
  roundingOre: number;
  amountToPayOre: number;
  lines: ReadonlyArray<{ creditsLineId: string | null; quantityHundredths: number; amountOre: number }>;
}

export interface CreditNoteLine {
  position: number;
  description: string;
  quantityHundredths: number;
  unitPriceOre: number;
  amountOre: number;
  unit: string | null;
  creditsLineId: string | null;
}

/** A credit note as stored: negative lines and totals, and whether it leaves the invoice wholly credited. */
export interface CreditNote {
  lines: CreditNoteLine[];
  netOre: number;
  vatOre: number;
  totalOre: number;
  roundingOre: number;
  amountToPayOre: number;
  completes: boolean;
}

export type CreditOutcome =
  { ok: true; note: CreditNote } | { ok: false; status: 400 | 409; field: string | null; message: string };

/** What is left of each line after earlier line credits, in hundredths and öre. */
export function linesLeft(invoice: CreditedInvoice, earlier: readonly EarlierCredit[]) {
  return new Map(
    invoice.lines.map((line) => {
      let quantity = line.quantityHundredths;
      let amount = line.amountOre;
      for (const note of earlier)
        for (const credited of note.lines)
          if (credited.creditsLineId === line.id) {
            quantity += credited.quantityHundredths;
            amount += credited.amountOre;
          }
      return [line.id, { line, quantityHundredths: quantity, amountOre: amount }] as const;
    }),
  );
}

/** What is left to credit of the invoice: its totals less its earlier notes' (all positive). */
export function creditLeft(invoice: CreditedInvoice, earlier: readonly EarlierCredit[]) {
  const sum = (pick: (note: EarlierCredit) => number) => earlier.reduce((total, note) => total + pick(note), 0);
  return {
    netOre: invoice.netOre + sum((note) => note.netOre),
    vatOre: invoice.vatOre + sum((note) => note.vatOre),
    roundingOre: invoice.roundingOre + sum((note) => note.roundingOre),
    amountToPayOre: invoice.amountToPayOre + sum((note) => note.amountToPayOre),
  };
}

/** The largest net whose net + VAT does not pass `amountOre` (the VAT rounded as on any invoice). */
export function netWithin(amountOre: number, ratePercent: number): number {
  let net = Math.floor((amountOre * 100) / (100 + ratePercent));
  while (net + 1 + vatOre(net + 1, ratePercent) <= amountOre) net += 1;
  while (net > 0 && net + vatOre(net, ratePercent) > amountOre) net -= 1;
  return net;
}

const refuse = (status: 400 | 409, field: string | null, message: string): CreditOutcome => ({
  ok: false,
  status,
  field,
  message,
});

/** The rest of the invoice: the uncredited part of each line when only line credits came before, else one line. */
function remainder(invoice: CreditedInvoice, earlier: readonly EarlierCredit[]): CreditNote {
  const left = creditLeft(invoice, earlier);
  const onlyLines = earlier.every((note) => note.lines.every((line) => line.creditsLineId !== null));
  const lines: CreditNoteLine[] = onlyLines
    ? [...linesLeft(invoice, earlier).values()]
        .filter((rest) => rest.quantityHundredths !== 0 || rest.amountOre !== 0)
        .map(({ line, quantityHundredths, amountOre }, index) => ({
          position: index,
          description: line.description,
          quantityHundredths: -quantityHundredths,
          unitPriceOre: line.unitPriceOre,
          amountOre: -amountOre,
          unit: line.unit,
          creditsLineId: line.id,
        }))
    : [
        {
          position: 0,
          description: `Återstående belopp av faktura ${invoice.invoiceNumber}`,
          quantityHundredths: -100,
          unitPriceOre: left.netOre,
          amountOre: -left.netOre,
          unit: null,
          creditsLineId: null,
        },
      ];
  return {
    lines,
    netOre: -left.netOre,
    vatOre: -left.vatOre,
    totalOre: -(left.netOre + left.vatOre),
    roundingOre: -left.roundingOre,
    amountToPayOre: -left.amountToPayOre,
    completes: true,
  };
}

/**
 * The credit note a request makes of an invoice with earlier notes, or why it may not: a line unknown or
 * beyond what is left of it (400), more than is left of the invoice (409). VAT on the note's summed net
 * at the invoice's rate, its amount to pay rounded to whole kronor; the note that reaches what is left
 * takes the exact remainder, so the invoice and its notes sum to zero on every account.
 */
export function creditTotals(
  invoice: CreditedInvoice,
  earlier: readonly EarlierCredit[],
  request: CreditRequest,
): CreditOutcome {
  const left = creditLeft(invoice, earlier);
  if (request.kind === 'whole') return { ok: true, note: remainder(invoice, earlier) };
  let lines: CreditNoteLine[];
  if (request.kind === 'lines') {
    const rests = linesLeft(invoice, earlier);
    const seen = new Set<string>();
    lines = [];
    for (const [index, asked] of request.lines.entries()) {
      const field = `lines.${index}`;
      const rest = rests.get(asked.lineId.toLowerCase());
      if (!rest) return refuse(400, `${field}.lineId`, creditMessages.lineUnknown);
      if (seen.has(rest.line.id)) return refuse(400, `${field}.lineId`, creditMessages.lineTwice);
      seen.add(rest.line.id);
      if (asked.quantityHundredths > rest.quantityHundredths) {
        const unit = rest.line.unit ?? 'st';
        const message = creditMessages.lineTooMuch(
          rest.line.position + 1,
          `${formatQuantity(Math.max(0, rest.quantityHundredths) / 100)} ${unit}`,
        );
        return refuse(400, `${field}.quantity`, message);
      }
      // The last of a line takes what is left of its amount: its parts sum to the line's öre.
      const amountOre =
        asked.quantityHundredths === rest.quantityHundredths
          ? rest.amountOre
          : lineAmountOre(asked.quantityHundredths, rest.line.unitPriceOre);
      lines.push({
        position: lines.length,
        description: rest.line.description,
        quantityHundredths: -asked.quantityHundredths,
        unitPriceOre: rest.line.unitPriceOre,
        amountOre: -amountOre,
        unit: rest.line.unit,
        creditsLineId: rest.line.id,
      });
    }
  } else {
    if (request.amountOre > left.amountToPayOre)
      return refuse(409, 'amount', creditMessages.overCredit(left.amountToPayOre));
    const net = netWithin(request.amountOre, invoice.vatRatePercent);
    lines = [
      {
        position: 0,
        description: `Kreditering av faktura ${invoice.invoiceNumber}`,
        quantityHundredths: -100,
        unitPriceOre: net,
        amountOre: -net,
        unit: null,
        creditsLineId: null,
      },
    ];
  }
  const netOre = lines.reduce((sum, line) => sum + line.amountOre, 0);
  if (-netOre > left.netOre) return refuse(409, null, creditMessages.overCredit(Math.max(0, left.amountToPayOre)));
  const vat = vatOre(netOre, invoice.vatRatePercent);
  const totalOre = netOre + vat;
  const toPay = amountToPayOre(totalOre);
  // Reaching what is left (the net, or the rounded amount): this note completes the credit, exactly.
  if (-netOre === left.netOre || -toPay >= left.amountToPayOre) return { ok: true, note: remainder(invoice, earlier) };
  return {
    ok: true,
    note: {
      lines,
      netOre,
      vatOre: vat,
      totalOre,
      roundingOre: toPay - totalOre,
      amountToPayOre: toPay,
      completes: false,
    },
  };
}

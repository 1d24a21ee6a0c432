import { z } from './zod';
import { creditMessages, creditRequestSchema, type CreditRequestInput } from './credit';
import { decimalText, hundredthsOf } from './validation';

// The credit dialog's choices and form, read into the API's request (credit.ts).

export const CREDIT_CHOICES = ['whole', 'lines', 'amount'] as const;
export const CREDIT_CHOICE_LABELS: Record<(typeof CREDIT_CHOICES)[number], string> = {
  whole: 'Hela återstående beloppet',
  lines: 'Valda rader',
  amount: 'Ett belopp',
};

/** The credit dialog's form (texts as typed in sv-SE), read into the API's body; an empty quantity is none. */
export const creditFormSchema = z
  .object({
    choice: z.enum(CREDIT_CHOICES),
    lines: z.array(z.object({ lineId: z.string(), quantity: z.string() })),
    amount: z.string(),
  })
  .transform((form, context): CreditRequestInput => {
    if (form.choice === 'whole') return { whole: true };
    if (form.choice === 'amount') {
      const parsed = creditRequestSchema.safeParse({ amount: form.amount });
      if (!parsed.success)
        context.addIssue({ code: 'custom', path: ['amount'], message: creditMessages.amountInvalid });
      return { amount: form.amount };
    }
    const chosen: Array<{ lineId: string; quantity: string }> = [];
    form.lines.forEach((line, index) => {
      if (line.quantity.trim() === '') return;
      const text = decimalText(line.quantity);
      if (text === null || hundredthsOf(text) <= 0)
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'quantity'],
          message: creditMessages.quantityInvalid,
        });
      else chosen.push(line);
    });
    if (form.lines.every((line) => line.quantity.trim() === ''))
      context.addIssue({ code: 'custom', path: ['lines'], message: creditMessages.noLines });
    return { lines: chosen };
  });
export type CreditForm = z.input<typeof creditFormSchema>;

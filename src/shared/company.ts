import { z } from './zod';
import {
  isValidBankgiro,
  isValidOrganisationNumber,
  isValidVatNumber,
  vatNumberFromOrganisationNumber,
  vatNumberProblem,
} from './identity';
import { messages } from './messages';
import { DEFAULT_PAYMENT_TERMS_DAYS } from './invoices';
import { MAX_REMINDER_FEE_ORE } from './interest';
import { decimalText, hundredthsOf } from './validation';

function optionalChecked(max: number, isValid: (value: string) => boolean, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || isValid(value), message);
}

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The seller's details printed on every invoice (mervärdesskattelagen 17 kap. 24 §). */
export const companyInputSchema = z
  .object({
    name: z
      .string({ error: messages.companyNameRequired })
      .trim()
      .min(1, messages.companyNameRequired)
      .max(200, messages.textTooLong(200)),
    orgNumber: optionalChecked(13, isValidOrganisationNumber, messages.orgNumberInvalid),
    vatNumber: optionalChecked(16, () => true, messages.vatNumberInvalid)
      .superRefine((value, context) => {
        const problem = value === '' ? null : vatNumberProblem(value);
        if (problem)
          context.addIssue({
            code: 'custom',
            message: problem === 'shape' ? messages.vatNumberInvalid : messages.vatNumberCheckDigit,
          });
      })
      .transform((value) => value.replace(/\s/g, '').toUpperCase()),
    fTax: z.boolean({ error: messages.invalidList }).default(false),
    street: z
      .string()
      .trim()
      .max(200, messages.textTooLong(200))
      .nullish()
      .transform((value) => value ?? ''),
    postalCode: optionalChecked(6, (value) => /^\d{5}$/.test(digitsOnly(value)), messages.postalCodeInvalid),
    city: z
      .string()
      .trim()
      .max(100, messages.textTooLong(100))
      .nullish()
      .transform((value) => value ?? ''),
    bankgiro: optionalChecked(9, isValidBankgiro, messages.bankgiroInvalid),
    plusgiro: optionalChecked(11, (value) => /^\d{2,8}$/.test(digitsOnly(value)), messages.plusgiroInvalid),
    iban: optionalChecked(
      42,
      (value) => /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value.replace(/\s/g, '').toUpperCase()),
      messages.ibanInvalid,
    ),
    bic: optionalChecked(
      11,
      (value) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.toUpperCase()),
      messages.bicInvalid,
    ),
    email: z
      .string()
      .trim()
      .max(254, messages.emailInvalid)
      .nullish()
      .transform((value) => value ?? '')
      .refine((value) => value === '' || z.email().safeParse(value).success, messages.emailInvalid),
    phone: z
      .string()
      .trim()
      .max(40, messages.textTooLong(40))
      .nullish()
      .transform((value) => value ?? ''),
    paymentTermsDays: z.coerce
      .number({ error: messages.paymentTermsInvalid })
      .int(messages.paymentTermsInvalid)
      .min(0, messages.paymentTermsInvalid)
      .max(365, messages.paymentTermsInvalid)
      .default(DEFAULT_PAYMENT_TERMS_DAYS),
    // Late payment (MONEY.md decision 4). Left out, each keeps what it was.
    reminderFee: z
      .union([z.number(), z.string()], { error: messages.reminderFeeInvalid })
      .transform((value, context) => {
        const text = decimalText(value);
        const ore = text === null ? null : hundredthsOf(text);
        if (ore === null || ore < 0 || ore > MAX_REMINDER_FEE_ORE) {
          context.addIssue({ code: 'custom', message: messages.reminderFeeInvalid });
          return z.NEVER;
        }
        return ore / 100;
      })
      .optional(),
    reminderFeeAgreed: z.boolean({ error: messages.invalidList }).optional(),
    chargeLatePaymentCompensation: z.boolean({ error: messages.invalidList }).optional(),
    /** The customer's signature on the invoice PDF (FIELD.md decision 5). Left out, it keeps what it was. */
    showSignatureOnInvoice: z.boolean({ error: messages.invalidList }).optional(),
    interestRate: z
      .union([z.number(), z.string(), z.null()], { error: messages.interestRateInvalid })
      .transform((value, context) => {
        if (value === null || value === '') return null;
        const text = decimalText(value);
        const hundredths = text === null ? null : hundredthsOf(text);
        if (hundredths === null || hundredths < 0 || hundredths > 10_000) {
          context.addIssue({ code: 'custom', message: messages.interestRateInvalid });
          return z.NEVER;
        }
        return hundredths / 100;
      })
      .optional(),
  })
  // A Swedish VAT number is the company's own organisation number (or the sole trader's personnummer) between SE and 01.
  .refine(
    (company) =>
      !isValidVatNumber(company.vatNumber) ||
      !isValidOrganisationNumber(company.orgNumber) ||
      company.vatNumber === vatNumberFromOrganisationNumber(company.orgNumber),
    {
      message: messages.vatNumberNotOwn,
      path: ['vatNumber'],
    },
  );
export type CompanyInput = z.infer<typeof companyInputSchema>;
export type CompanyFormValues = z.input<typeof companyInputSchema>;

export const companySchema = z.object({
  name: z.string(),
  orgNumber: z.string(),
  vatNumber: z.string(),
  fTax: z.boolean(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  bankgiro: z.string(),
  plusgiro: z.string(),
  iban: z.string(),
  bic: z.string(),
  email: z.string(),
  phone: z.string(),
  paymentTermsDays: z.number(),
  /** Påminnelseavgift in kronor (0–60), charged only while agreed. */
  reminderFee: z.number(),
  reminderFeeAgreed: z.boolean(),
  chargeLatePaymentCompensation: z.boolean(),
  /** An agreed yearly interest rate in percent; null: the reference rate + 8. */
  interestRate: z.number().nullable(),
  /** The invoice PDF prints "Arbetet godkänt av {name} {date}" when the job is signed. */
  showSignatureOnInvoice: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

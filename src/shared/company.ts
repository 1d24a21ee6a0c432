import { z } from './zod';
import { isValidBankgiro, isValidOrganisationNumber, isValidVatNumber, vatNumberFromOrganisationNumber } from './identity';
import { messages } from './messages';
import { DEFAULT_PAYMENT_TERMS_DAYS } from './invoices';

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
    name: z.string({ error: messages.companyNameRequired }).trim().min(1, messages.companyNameRequired).max(200, messages.textTooLong(200)),
    orgNumber: optionalChecked(13, isValidOrganisationNumber, messages.orgNumberInvalid),
    vatNumber: optionalChecked(16, isValidVatNumber, messages.vatNumberInvalid).transform((value) => value.replace(/\s/g, '').toUpperCase()),
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
    iban: optionalChecked(42, (value) => /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value.replace(/\s/g, '').toUpperCase()), messages.ibanInvalid),
    bic: optionalChecked(11, (value) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.toUpperCase()), messages.bicInvalid),
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
export type Company = CompanyInput;

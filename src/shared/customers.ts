import { z } from './zod';
import { formatOrganisationNumber, isValidOrganisationNumber } from './identity';
import { messages } from './messages';
import { nullableText } from './validation';

/** An optional checked text, stored as `normalise` gives it. */
function nullableChecked(max: number, isValid: (value: string) => boolean, message: string, normalise: (value: string) => string = (value) => value) {
  return nullableText(max, message)
    .refine((value) => value === null || isValid(value), message)
    .transform((value) => (value === null ? null : normalise(value)));
}

const POSTAL_CODE = /^\d{3} ?\d{2}$/;

export const customerInputSchema = z.object({
  /** Empty: the next of the workshop's series from 1001. */
  customerNumber: nullableText(30, messages.customerNumberInvalid),
  name: z.string({ error: messages.customerNameRequired }).trim().min(1, messages.customerNameRequired).max(200, messages.textTooLong(200)),
  /** An organisation number, or a sole trader's personnummer; stored as NNNNNN-NNNN. */
  orgNumber: nullableChecked(13, isValidOrganisationNumber, messages.orgOrPersonalNumberInvalid, formatOrganisationNumber),
  email: nullableChecked(254, (value) => z.email().safeParse(value).success, messages.emailInvalid),
  phone: nullableChecked(40, (value) => /^[+\d][\d\s()-]*$/.test(value), messages.phoneInvalid),
  contactPerson: nullableText(200),
  street: nullableText(200),
  postalCode: nullableChecked(
    6,
    (value) => POSTAL_CODE.test(value),
    messages.postalCodeInvalid,
    (value) => value.replace(/^(\d{3}) ?(\d{2})$/, '$1 $2'),
  ),
  city: nullableText(100),
  /** Overrides the workshop's payment terms on this customer's invoices. */
  paymentTermsDays: z
    .union([z.number(), z.string(), z.null()], { error: messages.paymentTermsInvalid })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return null;
      const days = typeof value === 'number' ? value : /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isInteger(days) || days < 0 || days > 365) {
        context.addIssue({ code: 'custom', message: messages.paymentTermsInvalid });
        return z.NEVER;
      }
      return days;
    }),
  notes: nullableText(5000),
});
export type CustomerInput = z.infer<typeof customerInputSchema>;
export type CustomerFormValues = z.input<typeof customerInputSchema>;

export const customerSchema = z.object({
  id: z.string(),
  customerNumber: z.string(),
  name: z.string(),
  orgNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contactPerson: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  paymentTermsDays: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** The customer's address as an invoice prints it. */
export function customerAddress(customer: Pick<Customer, 'street' | 'postalCode' | 'city'>): string {
  return [customer.street, [customer.postalCode, customer.city].filter(Boolean).join(' ')].filter(Boolean).join('\n');
}

/** The CSV columns of a customer import: Swedish header, or the API's field name (docs/workshop.md). */
export const CUSTOMER_IMPORT_COLUMNS: Record<string, keyof CustomerInput> = {
  kundnummer: 'customerNumber',
  namn: 'name',
  organisationsnummer: 'orgNumber',
  'e-post': 'email',
  telefon: 'phone',
  kontaktperson: 'contactPerson',
  adress: 'street',
  postnummer: 'postalCode',
  ort: 'city',
  betalningsvillkor: 'paymentTermsDays',
  anteckningar: 'notes',
};

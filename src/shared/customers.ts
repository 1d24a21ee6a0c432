import { z } from './zod';
import { COUNTRY_CODES, countryName } from './countries';
import { formatOrganisationNumber, isValidOrganisationNumber, vatNumberProblem } from './identity';
import { messages } from './messages';
import { nullableText } from './validation';
import { formatPeppolId, parsePeppolId } from './peppol';

/** An optional checked text, stored as `normalise` gives it. */
function nullableChecked(
  max: number,
  isValid: (value: string) => boolean,
  message: string,
  normalise: (value: string) => string = (value) => value,
) {
  return nullableText(max, message)
    .refine((value) => value === null || isValid(value), message)
    .transform((value) => (value === null ? null : normalise(value)));
}

const POSTAL_CODE = /^\d{3} ?\d{2}$/;

const normalisedVatNumber = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

export const customerInputSchema = z
  .object({
    /** Empty: the next of the workshop's series from 1001. */
    customerNumber: nullableText(30, messages.customerNumberInvalid),
    name: z
      .string({ error: messages.customerNameRequired })
      .trim()
      .min(1, messages.customerNameRequired)
      .max(200, messages.textTooLong(200)),
    /** A Swedish customer's organisation number or sole trader's personnummer (checked, stored as NNNNNN-NNNN); a foreign one's as given. */
    orgNumber: nullableText(30, messages.orgOrPersonalNumberInvalid),
    email: nullableChecked(254, (value) => z.email().safeParse(value).success, messages.emailInvalid),
    phone: nullableChecked(40, (value) => /^[+\d][\d\s()-]*$/.test(value), messages.phoneInvalid),
    contactPerson: nullableText(200),
    street: nullableText(200),
    /** Five digits in Sweden (stored NNN NN); abroad as the country writes it. */
    postalCode: nullableText(20, messages.postalCodeInvalid),
    city: nullableText(100),
    /** ISO 3166 alpha-2, Sweden when left out. */
    country: z
      .union([z.string(), z.null()], { error: messages.countryInvalid })
      .optional()
      .transform((value, context) => {
        const code = (value ?? '').trim().toUpperCase() || 'SE';
        if (!COUNTRY_CODES.includes(code)) {
          context.addIssue({ code: 'custom', message: messages.countryInvalid });
          return z.NEVER;
        }
        return code;
      }),
    /** The customer's VAT number: needed for reverse charge to an EU business. */
    vatNumber: nullableText(20, messages.customerVatNumberInvalid),
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
    /** Where its e-invoices go: `scheme:identifier` (0007 and the organisation number for a Swedish organisation). */
    peppolId: nullableChecked(
      60,
      (value) => parsePeppolId(value) !== null,
      messages.peppolIdInvalid,
      (value) => formatPeppolId(parsePeppolId(value)!),
    ),
    /** Er referens: what its invoices start from; a public buyer routes its e-invoices by it. */
    reference: nullableText(200),
    notes: nullableText(5000),
  })
  // The Swedish checks apply to Swedish customers; a foreign customer's numbers are kept as given. Checked
  // even when another field is wrong, so that every wrong field is named at once.
  .superRefine(
    (input, context) => {
      const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
      const vatNumber = text(input.vatNumber) && normalisedVatNumber(input.vatNumber!);
      if (input.country !== 'SE') {
        if (vatNumber && !/^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(vatNumber)) {
          context.addIssue({
            code: 'custom',
            path: ['vatNumber'],
            message: messages.customerVatNumberInvalid,
          });
        }
        return;
      }
      const orgNumber = text(input.orgNumber);
      if (orgNumber && !isValidOrganisationNumber(orgNumber))
        context.addIssue({
          code: 'custom',
          path: ['orgNumber'],
          message: messages.orgOrPersonalNumberInvalid,
        });
      const postalCode = text(input.postalCode);
      if (postalCode && !POSTAL_CODE.test(postalCode))
        context.addIssue({ code: 'custom', path: ['postalCode'], message: messages.postalCodeInvalid });
      const vatProblem = vatNumber ? vatNumberProblem(vatNumber) : null;
      if (vatProblem) {
        context.addIssue({
          code: 'custom',
          path: ['vatNumber'],
          message: vatProblem === 'shape' ? messages.vatNumberInvalid : messages.vatNumberCheckDigit,
        });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((input) => {
    const vatNumber = input.vatNumber === null ? null : normalisedVatNumber(input.vatNumber);
    if (input.country !== 'SE') return { ...input, vatNumber };
    return {
      ...input,
      vatNumber,
      orgNumber: input.orgNumber === null ? null : formatOrganisationNumber(input.orgNumber),
      postalCode: input.postalCode === null ? null : input.postalCode.replace(/^(\d{3}) ?(\d{2})$/, '$1 $2'),
    };
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
  country: z.string(),
  vatNumber: z.string().nullable(),
  paymentTermsDays: z.number().nullable(),
  peppolId: z.string().nullable(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** An erasure's answer: the anonymised customer, what was erased where, and what was kept and why (GDPR art. 17.3 b). */
export const erasedCustomerSchema = customerSchema.extend({
  erasure: z.object({
    erased: z.array(z.object({ what: z.string(), count: z.number().int() })),
    kept: z.array(z.object({ what: z.string(), why: z.string() })),
  }),
});
export type ErasedCustomer = z.infer<typeof erasedCustomerSchema>;

/** The customer's address as an invoice prints it: the country's name too when it is not Sweden. */
export function customerAddress(
  customer: Pick<Customer, 'street' | 'postalCode' | 'city'> & { country?: string },
): string {
  const country =
    customer.country && customer.country !== 'SE' ? countryName(customer.country).toLocaleUpperCase('sv-SE') : '';
  return [customer.street, [customer.postalCode, customer.city].filter(Boolean).join(' '), country]
    .filter(Boolean)
    .join('\n');
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
  land: 'country',
  momsregistreringsnummer: 'vatNumber',
  betalningsvillkor: 'paymentTermsDays',
  'peppol-id': 'peppolId',
  'er referens': 'reference',
  anteckningar: 'notes',
};

/** Getting paid and e-invoices (MONEY.md). Gathered into `messages` by `shared/messages.ts`. */
export const moneyMessages = {
  // Getting paid (MONEY.md)
  sendRecipientsInvalid: 'Ange en till fem giltiga e-postadresser att skicka till.',
  invoiceNotSendable: (missing: string) =>
    `Fakturan kan inte skickas: ${missing} saknas i företagsuppgifterna. Fyll i dem under Inställningar → Företag först.`,
  paymentAmountInvalid: 'Ange beloppet i kronor, mer än 0 och högst 1 000 000 000 kr, med högst två decimaler.',
  paymentMethodInvalid: 'Välj hur betalningen kom: bankgiro, plusgiro, Swish, kort, kontant eller banköverföring.',
  paymentOnCreditNote: 'En kreditfaktura tar inte emot betalningar.',
  paymentOnCredited: 'Fakturan är krediterad och tar inte emot betalningar.',
  paymentNotFound: 'Betalningen hittades inte.',
  reminderNotDue: 'Fakturan har inte förfallit än: en påminnelse kan skickas dagen efter förfallodagen.',
  reminderPaid: 'Fakturan är betald: det finns inget att påminna om.',
  reminderCredited: 'Fakturan är krediterad, eller en kreditfaktura: den får ingen påminnelse.',
  reminderDueDateInPast: 'Den nya förfallodagen kan inte vara före i dag.',
  reminderNotFound: 'Påminnelsen hittades inte.',
  invoiceDateInFuture: 'Fakturadatumet kan inte vara senare än i dag.',
  invoiceDateBeforeLast: (date: string) =>
    `Fakturadatumet kan inte vara före ${date}, datumet på den senast utfärdade fakturan: fakturanumren ska följa datumen.`,
  invoiceDateFixed:
    'Fakturadatumet kan inte ändras på en utfärdad faktura: fakturanumret följer datumet. Ta bort fakturan och skapa en ny.',
  dueDateBeforeInvoiceDate: 'Förfallodatumet kan inte vara före fakturadatumet.',
  reminderInvoiceNotSent: (invoiceNumber: string) =>
    `Faktura ${invoiceNumber} har aldrig skickats från Verkstan. Skicka påminnelsen bara om kunden har fått fakturan på annat sätt, och bekräfta det.`,
  interestNothingToBill: 'Det finns ingen dröjsmålsränta att fakturera på fakturan.',
  interestInvoiceNotAllowed: 'En kreditfaktura, en krediterad faktura eller en räntefaktura får ingen räntefaktura.',
  referenceRateStart: 'En referensränta gäller från den 1 januari eller den 1 juli.',
  referenceRateInvalid: 'Ange referensräntan i procent med högst två decimaler, till exempel 2,25.',
  reminderFeeInvalid: 'Påminnelseavgiften ska vara 0–60 kr med högst två decimaler.',
  interestRateInvalid:
    'Räntan ska vara 0–100 procent med högst två decimaler, eller tom för referensräntan + 8 procentenheter.',
  bankFileInvalid: (detail: string) => `Bankfilen kan inte läsas in: ${detail}. Inget har bokförts.`,
  bankFileNoAccount:
    'Ange företagets bankgiro (eller plusgiro eller IBAN) under Företagsuppgifter innan du läser in bankfiler.',
  bankFileOtherAccount: (account: string) =>
    `Bankfilen gäller ${account}, som inte är företagets konto. Inget har bokförts.`,
  bankFileTooLargeToRead:
    'Bankfilen kan inte läsas in: den behöver mer minne än servern ger en bankfil. Dela upp den i flera filer (till exempel en per dag). Inget har bokförts.',
  bankFilesBusy: 'Servern läser in många bankfiler just nu. Försök igen om en stund; inget har bokförts.',
  bankFileDuplicate: (reference: string) =>
    `Bankfilen kan inte läsas in: betalningen ${reference} står två gånger i filen. Inget har bokförts.`,
  unmatchedPaymentNotFound: 'Inbetalningen hittades inte bland de omatchade.',
  assignInvoiceRequired: 'Välj fakturan som inbetalningen ska kopplas till.',
  unmatchedPaymentTaken: 'Inbetalningen är redan kopplad till en faktura eller avfärdad.',
  invoiceHasPayments: 'Fakturan har registrerade betalningar. Ta bort betalningen i stället för att ändra status.',
  invoiceNoRecipient: 'Fakturan har ingen e-postadress. Ange vart den ska skickas.',
  periodTooLong: 'Välj en period på högst ett år, med till-datumet efter från-datumet.',
  // E-invoices (MONEY.md decision 7)
  peppolIdInvalid:
    'Ange Peppol-ID som schema och identitet, till exempel 0007:5560360793 (0007 följt av organisationsnumret).',
  invoiceUnitInvalid: 'Välj en enhet för raden: st, tim, km, liter, meter, kg eller förp.',
  peppolIncomplete: (missing: readonly string[]) =>
    `E-fakturan kan inte skapas. Det här saknas: ${missing.join('; ')}.`,
} as const;

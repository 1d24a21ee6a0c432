/**
 * The Swedish sentences of quotes and the customer's answers (QUOTES.md, Swedish wording). Kept beside
 * the quote rules until the messages are split by feature; the words of the wording table are exact.
 */
export const quoteTexts = {
  customerRequired: 'Välj en kund.',
  linesInvalid: 'Offerten behöver minst en rad med beskrivning, antal och pris.',
  quantityInvalid: 'Antal måste vara större än 0.',
  priceInvalid: 'Pris måste vara 0 eller mer.',
  priceTypeInvalid: 'Välj Fast pris, Ungefärligt pris eller Löpande räkning.',
  maxAmountInvalid: 'Takpris måste vara ett belopp större än 0.',
  maxAmountOnlyRunning: 'Takpris gäller bara Löpande räkning.',
  validUntilInvalid: 'Giltig till måste vara ett datum, idag eller senare.',
  kindInvalid: 'Okänd sorts offert.',
  nameRequired: 'Skriv ditt namn.',
  signatureInvalid: 'Signaturen måste vara en PNG-bild på högst 200 kB.',
  channelInvalid: 'Välj hur kunden svarade: telefon eller på plats.',
  contactChannelInvalid: 'Välj hur ni försökte nå kunden.',
  optionalLineUnknown: 'Ett valt tillval finns inte i offerten.',
  notFound: 'Offerten hittades inte.',
  answered: (answer: 'accepted' | 'declined', at: string) =>
    answer === 'accepted' ? `Offerten är redan godkänd (${at}).` : `Offerten är redan avböjd (${at}).`,
  notDraft: 'Bara ett utkast kan tas bort.',
  withdrawnOrAnswered: 'Offerten är besvarad eller återkallad och kan inte ändras.',
  linkExpired: 'Offerten har gått ut. Kontakta verkstaden om du vill ha en ny.',
  linkWithdrawn: 'Verkstaden har återkallat offerten.',
  linkSuperseded: 'Det finns en nyare version av offerten. Öppna den senaste länken från verkstaden.',
  linkUnknown: 'Länken är okänd eller har gått ut.',
  /** An invoice past what a consumer approved: konsumenttjänstlagen 36 § (QUOTES.md decision 6). */
  consumerEstimatePassed: (total: string, approved: string, limit: string) =>
    `Fakturan (${total} kr) överstiger det godkända beloppet ${approved} kr med mer än 15 %. Enligt konsumenttjänstlagen 36 § får ett ungefärligt pris överskridas med högst 15 % (${limit} kr) om kunden inte godkänt tilläggsarbete. Ange ett skäl för att spara ändå.`,
  /** An invoice past a running account's ceiling. */
  ceilingPassed: (total: string, limit: string) =>
    `Fakturan (${total} kr) överstiger takpriset ${limit} kr som kunden godkänt. Ange ett skäl för att spara ändå.`,
  overrideReasonRequired: 'Ange ett skäl för att gå över det godkända beloppet.',
} as const;

/** The price types in words on the PDF and the customer's page (QUOTES.md decision 1). */
export const PRICE_TYPE_LABELS = {
  fixed: 'Fast pris',
  approximate: 'Ungefärligt pris',
  running: 'Löpande räkning',
} as const;

export const QUOTE_STATUS_LABELS = {
  draft: 'Utkast',
  sent: 'Skickad',
  viewed: 'Öppnad',
  accepted: 'Godkänd',
  declined: 'Avböjd',
  expired: 'Utgången',
  withdrawn: 'Återkallad',
} as const;

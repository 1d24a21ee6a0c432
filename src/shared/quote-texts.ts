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

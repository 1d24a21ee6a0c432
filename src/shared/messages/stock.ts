/** Parts, stock and imports (docs/stock.md). Gathered into `messages` by `shared/messages.ts`. */
export const stockMessages = {
  // Parts and stock (docs/stock.md)
  partNumberRequired: 'Ange artikelnummer.',
  partNameRequired: 'Ange benämning.',
  partUnitInvalid: 'Enheten ska vara st, l, m, kg, förp eller tim.',
  partPriceInvalid: 'Ange ett pris mellan 0 och 10 000 000 kr med högst två decimaler.',
  partQuantityInvalid: 'Ange ett antal mellan 0 och 1 000 000 med högst två decimaler.',
  stockedInvalid: 'Lagerförd ska vara ja eller nej.',
  partNotFound: 'Artikeln hittades inte.',
  partNumberTaken: 'Artikelnumret används redan.',
  partHasMovements: 'Artikeln har lagerrörelser och kan inte tas bort.',
  partOnWorkOrders: 'Artikeln används på arbetsordrar och kan inte tas bort.',
  movementTypeInvalid:
    'Välj inleverans, justering, inventering eller retur till leverantör. Uttag till arbetsordrar bokas när arbetsordern blir klar.',
  movementQuantityPositive: 'Ange ett antal över 0 med högst två decimaler (högst 1 000 000).',
  adjustmentQuantityInvalid: 'Ange hur mycket lagret ändras, till exempel -2 eller 3, med högst två decimaler.',
  adjustmentNoteRequired: 'Skriv varför lagret justeras.',
  countedInvalid: 'Ange antalet som finns på hyllan, 0 eller mer, med högst två decimaler.',
  belowReorderInvalid: 'belowReorder ska vara true eller false.',
  partImportEmpty: 'Filen innehåller inga artiklar.',
  importDuplicatePartNumber: 'Artikelnumret finns redan tidigare i filen.',
  stockNotTracked: 'Artikeln lagerförs inte: inga lagerrörelser bokas för den.',
  importEmpty: 'Filen innehåller inga kunder.',
  importInvalid: (rows: number) => `Filen har fel på ${rows} ${rows === 1 ? 'rad' : 'rader'}. Inget har sparats.`,
  importTooLarge: (max: number) => `Filen får innehålla högst ${max} rader.`,
  importUnknownColumn: (name: string) => `Okänd kolumn: ${name}.`,
  workOrderListsTooLarge: (max: number) =>
    `Checklistan och materialet är för stora: högst ${max.toLocaleString('sv-SE')} tecken tillsammans.`,
  checklistDoneInvalid: 'done ska vara true eller false.',
  checklistItemInvalid: 'Ange punktens nummer i checklistan (0 för den första).',
  checklistItemNotFound: 'Punkten finns inte i checklistan.',
  checklistChanged: 'Checklistan har ändrats sedan du läste den. Läs in arbetsordern igen.',
  countryInvalid: 'Ange landet som en landskod med två bokstäver (SE, NO, FI, DE …).',
  customerVatNumberInvalid: 'Momsregistreringsnumret ska börja med landskoden (till exempel DE123456789).',
  reverseChargeNeedsVatNumber:
    'Kunden är ett företag i ett annat EU-land: ange kundens momsregistreringsnummer, som fakturan ska visa vid omvänd betalningsskyldighet.',
  documentsBusy: 'Många dokument skapas just nu. Försök igen om en stund.',
  importTooManyColumns: (max: number) =>
    `Rubrikraden har fler än ${max} kolumner. Spara bara registrets kolumner och försök igen.`,
  importMalformed: (line: number) =>
    `Filen kan inte läsas: citattecknen på rad ${line} stämmer inte (ett fält som börjar med " ska sluta med "). Inget har sparats.`,
  partSalePriceRequired: 'Ange försäljningspris (0 kr om artikeln inte ska debiteras).',
  importMissingColumn: (name: string) => `Kolumnen ${name} saknas.`,
  importDuplicateNumber: 'Kundnumret finns redan tidigare i filen.',
  csvRequired: 'Skicka en CSV-fil (text/csv).',
  searchTooLong: 'Sökningen får vara högst 100 tecken.',
} as const;

// What a user reads about photos and files (FIELD.md decisions 1–4), in Swedish.

export const ALLOWED_FILE_TYPES_TEXT = 'JPEG, PNG, WebP, HEIC eller PDF';

const megabytes = (bytes: number) =>
  (bytes / (1024 * 1024)).toLocaleString('sv-SE', { maximumFractionDigits: bytes < 10 * 1024 * 1024 ? 1 : 0 });

const gigabytes = (bytes: number) =>
  (bytes / (1024 * 1024 * 1024)).toLocaleString('sv-SE', { maximumFractionDigits: 1 });

/** An amount of storage as a person reads it: MB below a gigabyte, GB from it. */
export const storageText = (bytes: number) =>
  bytes >= 1024 * 1024 * 1024 ? `${gigabytes(bytes)} GB` : `${megabytes(bytes)} MB`;

export const fileTexts = {
  fileNotFound: 'Filen finns inte.',
  noThumbnail: 'Filen har ingen miniatyrbild.',
  recordNotFound: 'Posten som filen ska höra till finns inte.',
  entityInvalid: 'Ange vad filen hör till: arbetsorder, maskin, kund, offert eller artikel.',
  fileMissing: 'Välj en fil att ladda upp.',
  oneFileOnly: 'Ladda upp en fil i taget.',
  fieldTooLong: 'Ett av fälten är för långt.',
  tooManyFields: 'Förfrågan har för många fält.',
  fileTooLarge: (maxMegabytes: number) => `Filen är för stor. Högst ${maxMegabytes} MB per fil.`,
  typeNotAllowed: `Den filtypen tas inte emot. Ladda upp en bild eller ett dokument som ${ALLOWED_FILE_TYPES_TEXT}.`,
  imageUnreadable: 'Bilden gick inte att läsa. Den kan vara skadad eller i ett format som inte stöds.',
  imageTooManyPixels: (megapixels: number) => `Bilden har för många bildpunkter. Högst ${megapixels} megapixlar.`,
  quotaFull: (used: number, quota: number) =>
    `Verkstadens lagringsutrymme för filer är fullt: ${storageText(used)} av ${storageText(quota)} används. Ta bort filer som inte behövs eller kontakta oss för mer utrymme.`,
  uploadBroken: 'Filen kom inte fram hel. Försök igen.',
  fieldInvalid: 'Ett av fälten innehåller tecken som inte kan sparas.',
  notMultipart: 'Skicka filen som multipart/form-data.',
  mayNotDelete: 'Bara den som laddade upp filen (inom 24 timmar), kontoret och ägaren kan ta bort den.',
  mayNotChange: 'Bara den som laddade upp filen, kontoret och ägaren kan ändra den.',
  rangeNotSatisfiable: 'Den begärda delen av filen finns inte.',
  visibleInvalid: 'Ange ja eller nej för Synlig för kunden.',
  captionTooLong: 'Bildtexten får vara högst 500 tecken.',
} as const;

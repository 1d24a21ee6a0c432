import { z } from './zod';
import { signatureDataUrl } from './signature-image';
import { requiredText } from './validation';

// The customer's signature on a work order (FIELD.md decision 5 and the API contract).

export const signatureTexts = {
  nameRequired: 'Skriv kundens namn i klartext.',
  imageInvalid: 'Signaturen måste vara en ritad bild (PNG) på högst 200 kB.',
  imageEmpty: 'Kunden behöver signera i rutan.',
  atInvalid: 'Tidpunkten för signaturen kan inte ligga i framtiden eller vara äldre än 7 dagar.',
  alreadySigned: 'Arbetsordern är redan signerad av kunden. En signatur kan inte ändras.',
  notSigned: 'Arbetsordern har ingen signatur.',
  imageErased: 'Signaturens bild är raderad: kunden har bett att bli glömd.',
  workOrderSigned: 'Arbetsordern är signerad av kunden och kan inte tas bort.',
} as const;

/** A device's time of the signing is taken within these bounds (FIELD.md decision 7). */
export const SIGNATURE_AT_FUTURE_MS = 5 * 60_000;
export const SIGNATURE_AT_PAST_MS = 7 * 24 * 60 * 60_000;

/** POST /workorders/{id}/signature. */
export const signatureInputSchema = z.object({
  name: requiredText(signatureTexts.nameRequired, 200),
  image: signatureDataUrl(signatureTexts.imageInvalid),
  at: z.iso.datetime({ offset: true, error: signatureTexts.atInvalid }).optional(),
});
export type SignatureInput = z.infer<typeof signatureInputSchema>;

export const signatureSchema = z.object({
  id: z.string(),
  workOrderId: z.string(),
  name: z.string(),
  at: z.string(),
  collectedBy: z.string(),
  collectedByName: z.string(),
  /** SHA-256 (hex) of the canonical JSON of the job's materials, time and checklist when it was signed. */
  contentHash: z.string(),
});
export type Signature = z.infer<typeof signatureSchema>;

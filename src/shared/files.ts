import { z } from './zod';
import { fileTexts } from './file-texts';
import { nullableText, uuidOf } from './validation';

// Photos and documents on a workshop's records (FIELD.md decisions 1–4 and the API contract).

export const FILE_ENTITY_NAMES = ['workOrder', 'machine', 'customer', 'quote', 'part'] as const;
export type FileEntity = (typeof FILE_ENTITY_NAMES)[number];

export const fileEntitySchema = z.enum(FILE_ENTITY_NAMES, { error: fileTexts.entityInvalid });

const visibleText = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])], { error: fileTexts.visibleInvalid })
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

/** The form fields that come with an upload (multipart: every value arrives as text). */
export const fileUploadFieldsSchema = z.object({
  entity: fileEntitySchema,
  entityId: uuidOf(fileTexts.recordNotFound),
  caption: nullableText(500, fileTexts.captionTooLong),
  customerVisible: visibleText.optional(),
});
export type FileUploadFields = z.infer<typeof fileUploadFieldsSchema>;

export const fileUpdateSchema = z.object({
  caption: nullableText(500, fileTexts.captionTooLong).optional(),
  customerVisible: z.boolean().optional(),
});
export type FileUpdate = z.infer<typeof fileUpdateSchema>;

export const fileListQuerySchema = z.object({
  entity: fileEntitySchema,
  entityId: z.string().max(100),
});

export const fileSchema = z.object({
  id: z.string(),
  entity: z.enum(FILE_ENTITY_NAMES),
  entityId: z.string(),
  name: z.string(),
  contentType: z.string(),
  bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  takenAt: z.string().nullable(),
  caption: z.string().nullable(),
  customerVisible: z.boolean(),
  uploadedBy: z.string(),
  uploadedByName: z.string(),
  createdAt: z.string(),
  /** Whether GET …/thumbnail answers: photos have one, documents not. */
  hasThumbnail: z.boolean(),
});
export type FileView = z.infer<typeof fileSchema>;

export const fileUsageSchema = z.object({ bytes: z.number(), files: z.number(), quotaBytes: z.number() });
export type FileUsage = z.infer<typeof fileUsageSchema>;

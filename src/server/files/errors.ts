import { fileTexts } from '../../shared/file-texts';
import { createErrorFactory } from '../http/error-factory';

// Photos and files (FIELD.md decisions 1–4; codes per docs/decisions/041).
export const fileNotFound = createErrorFactory({
  code: 'file.not_found',
  statusCode: 404,
  message: fileTexts.fileNotFound,
});
export const noThumbnail = createErrorFactory({
  code: 'file.no_thumbnail',
  statusCode: 404,
  message: fileTexts.noThumbnail,
});
export const fileRecordNotFound = createErrorFactory({
  code: 'file.record_not_found',
  statusCode: 404,
  message: fileTexts.recordNotFound,
});
export const fileMissing = createErrorFactory({
  code: 'file.missing',
  statusCode: 400,
  message: fileTexts.fileMissing,
});
export const oneFileOnly = createErrorFactory({
  code: 'file.one_only',
  statusCode: 400,
  message: fileTexts.oneFileOnly,
});
export const fileFieldTooLong = createErrorFactory({
  code: 'file.field_too_long',
  statusCode: 400,
  message: fileTexts.fieldTooLong,
});
export const fileTooManyFields = createErrorFactory({
  code: 'file.too_many_fields',
  statusCode: 400,
  message: fileTexts.tooManyFields,
});
export const fileTooLarge = createErrorFactory({
  code: 'file.too_large',
  statusCode: 413,
  message: fileTexts.fileTooLarge,
});
export const fileTypeNotAllowed = createErrorFactory({
  code: 'file.type_not_allowed',
  statusCode: 415,
  message: fileTexts.typeNotAllowed,
});
export const imageUnreadable = createErrorFactory({
  code: 'file.image_unreadable',
  statusCode: 415,
  message: fileTexts.imageUnreadable,
});
export const imageTooManyPixels = createErrorFactory({
  code: 'file.too_many_pixels',
  statusCode: 413,
  message: fileTexts.imageTooManyPixels,
});
export const fileQuotaFull = createErrorFactory({
  code: 'file.quota_full',
  statusCode: 413,
  message: fileTexts.quotaFull,
});
export const notMultipart = createErrorFactory({
  code: 'file.not_multipart',
  statusCode: 415,
  message: fileTexts.notMultipart,
});
export const mayNotDeleteFile = createErrorFactory({
  code: 'file.may_not_delete',
  statusCode: 403,
  message: fileTexts.mayNotDelete,
});
export const mayNotChangeFile = createErrorFactory({
  code: 'file.may_not_change',
  statusCode: 403,
  message: fileTexts.mayNotChange,
});
export const rangeNotSatisfiable = createErrorFactory({
  code: 'file.range_not_satisfiable',
  statusCode: 416,
  message: fileTexts.rangeNotSatisfiable,
});
export const uploadBroken = createErrorFactory({
  code: 'file.upload_broken',
  statusCode: 400,
  message: fileTexts.uploadBroken,
});
export const fileFieldInvalid = createErrorFactory({
  code: 'file.field_invalid',
  statusCode: 400,
  message: fileTexts.fieldInvalid,
});

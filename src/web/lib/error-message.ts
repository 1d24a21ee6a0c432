import { sessionMessages as messages } from '../../shared/session-messages';

/**
 * The message a failed call shows, in the order of docs/product.md, Messages and errors: the body's message, else its errors
 * (a list joined with commas, or a string), else error, else the raw text, else 'Serverfel: {status}'.
 */
export function extractErrorMessage(status: number, rawText: string): string {
  let body: unknown = null;
  try {
    body = rawText ? JSON.parse(rawText) : null;
  } catch {
    body = null;
  }
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message) return record.message;
    if (Array.isArray(record.errors) && record.errors.length > 0) {
      return record.errors
        .map((item) =>
          item && typeof item === 'object' && 'message' in item
            ? String((item as { message: unknown }).message)
            : String(item),
        )
        .join(', ');
    }
    if (typeof record.errors === 'string' && record.errors) return record.errors;
    if (typeof record.error === 'string' && record.error) return record.error;
  }
  if (rawText && rawText.trim()) return rawText.trim();
  return messages.serverError(status);
}

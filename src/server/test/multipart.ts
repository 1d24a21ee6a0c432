import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Account } from './harness';

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; contentType?: string; content: Buffer };

/** A multipart/form-data body as a browser's form sends it, with its Content-Type header. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----verkstan${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a multipart upload to /api/files as the account. */
export function uploader(app: FastifyInstance, account: Account) {
  return (parts: MultipartPart[], headers: Record<string, string> = {}) => {
    const { payload, contentType } = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': contentType, ...headers },
      payload,
    });
  };
}

export const fileOf = (content: Buffer, filename = 'bild.jpg', contentType = 'image/jpeg'): MultipartPart => ({
  name: 'file',
  filename,
  contentType,
  content,
});

export const recordFields = (entity: string, entityId: string): MultipartPart[] => [
  { name: 'entity', value: entity },
  { name: 'entityId', value: entityId },
];

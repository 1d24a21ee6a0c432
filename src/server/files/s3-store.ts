import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStore } from './file-store';
import type { S3Location } from '../s3-url';

const isNotThere = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

const KEY_AT = /^([0-9a-f-]{36})\/([0-9a-f]{64}(?:\.thumb)?)$/;

/**
 * The store of a PostgreSQL server with `FILES_S3_URL` set (FIELD.md decision 3): each key an object
 * `{prefix}{workshop}/{key}`, sent and read as streams (a file's size is known, so one PUT of at most
 * 25 MB needs no multipart upload). An object store knows no transaction: like the folder store's, an
 * upload's bytes are there before its row commits, and the sweep removes what no blob names.
 * `now` is the clock the sweep's grace is counted by.
 */
export function s3Store(location: S3Location, now: () => number = Date.now): FileStore {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: !location.virtualHosted,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible stores do not all know the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const objectOf = (organisationId: string, key: string) => {
    const name = `${organisationId}/${key}`;
    if (!KEY_AT.test(name)) throw new Error(`not a file key: ${name}`);
    return `${location.prefix}${name}`;
  };
  return {
    kind: 's3',
    async put(_db, organisationId, key, path) {
      const Key = objectOf(organisationId, key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return;
      } catch (error) {
        if (!isNotThere(error)) throw error;
      }
      const { size } = await stat(path);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: createReadStream(path), ContentLength: size }));
    },
    read(_db, organisationId, key, range) {
      const Key = objectOf(organisationId, key);
      async function* bytes() {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const body = answer.Body as Readable;
        // A server may answer a range with the whole object (HTTP allows it; s3rver does for `bytes=0-0`).
        if (!range) return yield* body;
        // Counted from where the answer says it starts, so that more than was asked is cut away.
        const sent = /^bytes (\d+)-\d+\//.exec(answer.ContentRange ?? '');
        let at = sent ? Number(sent[1]) : 0;
        if (sent && answer.ContentLength === range.end - range.start + 1) return yield* body;
        for await (const chunk of body as AsyncIterable<Buffer>) {
          const from = Math.max(range.start - at, 0);
          const to = Math.min(range.end + 1 - at, chunk.length);
          if (from < to) yield chunk.subarray(from, to);
          at += chunk.length;
          if (at > range.end) break;
        }
        body.destroy();
      }
      return Readable.from(bytes(), { objectMode: false });
    },
    async remove(_db, organisationId, key) {
      // Deleting an object that is not there is no error in S3.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectOf(organisationId, key) }));
    },
    async sweep(_db, isNamed, graceMs) {
      let removed = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: location.prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(location.prefix.length) ?? '';
          const match = KEY_AT.exec(name);
          // Objects this store did not write are none of its business.
          if (!match || !object.Key) continue;
          if (object.LastModified && now() - object.LastModified.getTime() < graceMs) continue;
          if (await isNamed(match[1]!, match[2]!)) continue;
          await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
          removed += 1;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return removed;
    },
  };
}

import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import type { S3Location } from '../s3-url';

export interface S3Server {
  location: S3Location;
  close(): Promise<void>;
}

/**
 * An S3 API in this process (s3rver, keeping its objects in `dir`), with one bucket, for tests of the
 * S3 store: the same calls as any S3-compatible store, no binary and no network beyond localhost.
 */
export async function startS3Server(dir: string, bucket = 'verkstan'): Promise<S3Server> {
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    location: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      prefix: 'filer/',
      region: 'eu-north-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      virtualHosted: false,
    },
    close: () => server.close(),
  };
}

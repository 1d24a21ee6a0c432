/** Where an S3-compatible object store keeps a workshop's files: `FILES_S3_URL` read (config.ts). */
export interface S3Location {
  /** http(s)://host[:port] */
  endpoint: string;
  bucket: string;
  /** Put before `{workshop}/{key}`: empty, or ending in `/`. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket.host` rather than `host/bucket`; most S3-compatible stores want the latter. */
  virtualHosted: boolean;
}

/**
 * `s3://KEY:SECRET@HOST[:PORT]/BUCKET[/PREFIX]?region=…&tls=false&style=virtual`: the keys
 * URL-encoded, region `us-east-1` unless given, HTTPS unless `tls=false`, path-style addressing
 * unless `style=virtual`. Null when the URL is not one.
 */
export function parseS3Url(text: string): S3Location | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 's3:' || !url.hostname || !url.username || !url.password) return null;
  const [bucket, ...rest] = url.pathname.replace(/^\/+/, '').split('/');
  if (!bucket || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return null;
  const tls = url.searchParams.get('tls');
  const style = url.searchParams.get('style');
  if (
    (tls !== null && tls !== 'true' && tls !== 'false') ||
    (style !== null && style !== 'path' && style !== 'virtual')
  )
    return null;
  const prefix = rest.filter(Boolean).join('/');
  return {
    endpoint: `${tls === 'false' ? 'http' : 'https'}://${url.host}`,
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    virtualHosted: style === 'virtual',
  };
}

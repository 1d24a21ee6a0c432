import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** A fresh body per request (unique numbers for inserts). */
  body?: () => string;
  /** Headers of each request beside its body (a fresh Idempotency-Key each). */
  requestHeaders?: () => Record<string, string>;
  /** A path and headers per request, e.g. another workshop's session each time; a body too, e.g. another job's move. */
  pick?: () => { path: string; headers: Record<string, string>; body?: string };
  connections?: number;
  seconds?: number;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 32,
    duration: options.seconds ?? 10,
    requests: [
      {
        method: options.method ?? 'GET',
        headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
        ...(options.body
          ? {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                body: options.body!(),
                ...(options.requestHeaders ? { headers: { ...request.headers, ...options.requestHeaders() } } : {}),
              }),
            }
          : {}),
        ...(options.pick
          ? {
              setupRequest: (request: autocannon.Request) => {
                const { path, headers, body } = options.pick!();
                return { ...request, path, headers: { ...request.headers, ...headers }, ...(body ? { body } : {}) };
              },
            }
          : {}),
      },
    ],
  });
  return {
    name: options.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

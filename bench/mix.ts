import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One request of a mix: a name to report it under, and what to send. */
export interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: string;
}

export interface CallFigures {
  name: string;
  count: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers whose Server-Timing said memory or shared (ListCache.read): none for calls never cached. */
  fromCache: number;
  /** Answers that said where they came from at all: the cached calls. */
  cacheable: number;
}

export interface MixFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The calls a person waits for on a screen: all but PDF downloads. */
  interactive: { p50: number; p99: number };
  calls: CallFigures[];
}

const isDownload = (name: string) => name.endsWith('/pdf');

interface Sample {
  name: string;
  ms: number;
  ok: boolean;
  origin: string | undefined;
}

function send(agent: http.Agent, base: URL, call: Call): Promise<{ ok: boolean; origin: string | undefined }> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: call.method,
        path: call.path,
        headers: {
          ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
          ...(call.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(call.body) } : {}),
          // As a browser asks: compressed.
          'accept-encoding': 'gzip, br',
        },
      },
      (response) => {
        const timing = response.headers['server-timing'];
        const origin = typeof timing === 'string' ? /cache;desc=(\w+)/.exec(timing)?.[1] : undefined;
        response.resume();
        response.on('end', () => resolve({ ok: (response.statusCode ?? 500) < 400, origin }));
        response.on('error', () => resolve({ ok: false, origin }));
      },
    );
    request.on('error', () => resolve({ ok: false, origin: undefined }));
    if (call.body) request.write(call.body);
    request.end();
  });
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

function summarise(samples: Sample[], seconds: number): MixFigures {
  const byName = new Map<string, Sample[]>();
  for (const sample of samples) {
    const list = byName.get(sample.name) ?? [];
    list.push(sample);
    byName.set(sample.name, list);
  }
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const figuresOf = (name: string, list: Sample[]): CallFigures => {
    const sorted = list.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      name,
      count: list.length,
      p50: round(percentile(sorted, 0.5)),
      p99: round(percentile(sorted, 0.99)),
      errors: list.filter((sample) => !sample.ok).length,
      fromCache: list.filter((sample) => sample.origin === 'memory' || sample.origin === 'shared').length,
      cacheable: list.filter((sample) => sample.origin !== undefined).length,
    };
  };
  const all = figuresOf('all', samples);
  const interactive = figuresOf(
    'interactive',
    samples.filter((sample) => !isDownload(sample.name)),
  );
  return {
    requestsPerSecond: Math.round(samples.length / seconds),
    p50: all.p50,
    p99: all.p99,
    errors: all.errors,
    interactive: { p50: interactive.p50, p99: interactive.p99 },
    calls: [...byName].map(([name, list]) => figuresOf(name, list)).sort((a, b) => b.count - a.count),
  };
}

/** `connections` clients, each sending its next call when the last is answered, for `seconds`. */
export async function closedLoop(
  baseUrl: string,
  pick: () => Call,
  connections: number,
  seconds: number,
): Promise<MixFigures> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples: Sample[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const call = pick();
        const started = performance.now();
        const { ok, origin } = await send(agent, base, call);
        samples.push({ name: call.name, ms: performance.now() - started, ok, origin });
      }
    }),
  );
  agent.destroy();
  return summarise(samples, seconds);
}

/**
 * Requests arriving at `perSecond` whatever the server does, as many independent users send them;
 * each latency counted from when the request was due, so a server that falls behind shows it.
 */
export async function openLoop(
  baseUrl: string,
  pick: () => Call,
  perSecond: number,
  seconds: number,
): Promise<MixFigures> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const samples: Sample[] = [];
  const running: Array<Promise<void>> = [];
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    // Request k is due at k / perSecond seconds: sent as soon as that moment has passed.
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond) + 1;
    for (; sent < due; sent++) {
      const dueAt = started + (sent / perSecond) * 1000;
      const call = pick();
      running.push(
        send(agent, base, call).then(({ ok, origin }) => {
          samples.push({ name: call.name, ms: performance.now() - dueAt, ok, origin });
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(running);
  agent.destroy();
  return summarise(samples, (performance.now() - started) / 1000);
}

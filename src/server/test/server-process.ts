import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface CallOptions {
  token?: string;
  payload?: unknown;
  /** The client's address as a load balancer reports it (the servers are started with TRUST_PROXY). */
  forwardedFor?: string;
  /** Any other request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** One request on a connection of its own, so that a cluster hands it to the next worker. */
export function call(
  port: number,
  method: string,
  path: string,
  { token, payload, forwardedFor, headers }: CallOptions = {},
): Promise<Answer> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          ...headers,
        },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The server as a deployment starts it (src/server/main.ts), on its own port. */
export function startServerProcess(port: number, env: Record<string, string>): ChildProcess {
  // Mail goes to files without SMTP: with a PostgreSQL server that would be ./outbox in the folder the
  // tests run from, so a folder of its own, removed when the server ends.
  const outbox = env.DATA_DIR || env.MAIL_OUTBOX_DIR ? null : mkdtempSync(join(tmpdir(), 'verkstan-test-outbox-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // The shutdown backup of an embedded database stays inside its test folder, not beside it in /tmp.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(env.DATA_DIR ? { BACKUP_DIR: `${env.DATA_DIR}/backups` } : {}),
      ...(outbox ? { MAIL_OUTBOX_DIR: outbox } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (outbox) child.once('exit', () => rmSync(outbox, { recursive: true, force: true }));
  return child;
}

export async function waitUntilHealthy(port: number, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = await call(port, 'GET', '/api/health').catch(() => null);
    if (health?.status === 200) return;
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`the server on port ${port} did not start (exit code ${server.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function stopServerProcess(
  server: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill(signal);
  });
}

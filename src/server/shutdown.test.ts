import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCompany, validInvoice, validWorkOrder } from './test/harness';
import { freePort } from './test/free-port';
import { call, startServerProcess, stopServerProcess, waitUntilHealthy } from './test/server-process';

// A deployment stops a server with SIGTERM while users are mid-request (a new version rolls out).
describe('stopping the server', () => {
  let server: ChildProcess;
  let port: number;
  let dataDir: string;
  let token: string;
  let invoiceId: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'verkstan-shutdown-'));
    port = await freePort();
    server = startServerProcess(port, { DATA_DIR: dataDir, PDF_THREADS: '1' });
    await waitUntilHealthy(port, server);
    const email = `agare-${Date.now()}@verkstad.se`;
    const password = 'hemligt-lösen-123';
    await call(port, 'POST', '/api/auth/register', {
      payload: {
        email,
        password,
        firstName: 'Anna',
        lastName: 'Svensson',
        companyName: 'Svenssons Maskinservice AB',
      },
    });
    token = JSON.parse((await call(port, 'POST', '/api/auth/login', { payload: { email, password } })).body).token;
    await call(port, 'PUT', '/api/company', { token, payload: completeCompany });
    const workOrderId = JSON.parse(
      (await call(port, 'POST', '/api/workorders', { token, payload: validWorkOrder })).body,
    ).id;
    invoiceId = JSON.parse(
      (await call(port, 'POST', '/api/invoice', { token, payload: validInvoice(workOrderId) })).body,
    ).id;
  }, 90_000);
  afterAll(async () => {
    await stopServerProcess(server, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the request in flight when SIGTERM arrives, then exits cleanly', async () => {
    // The first PDF of a process starts its render thread and loads the fonts: long enough to be in flight.
    const pdf = call(port, 'GET', `/api/invoice/${invoiceId}/pdf`, { token });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    const answer = await pdf;
    expect(answer.status).toBe(200);
    expect(answer.body.startsWith('%PDF-')).toBe(true);
    expect(await exited).toBe(0);
    // The embedded database was backed up on the way out (DATA.md decision 1).
    expect(
      readdirSync(join(dataDir, 'backups')).filter((name) =>
        /^verkstan-\d{8}T\d{6}Z-[0-9a-f]{12}\.tar\.gz$/.test(name),
      ),
    ).toHaveLength(1);
  }, 60_000);
});

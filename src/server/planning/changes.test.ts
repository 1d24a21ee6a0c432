import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp } from '../test/harness';
import { addMember } from '../test/team';

/** Opens the board's stream as a browser would and collects what arrives. */
function openStream(port: number, token: string): Promise<{ response: IncomingMessage; received: () => string }> {
  return new Promise((resolve, reject) => {
    let text = '';
    const call = httpRequest(
      { port, path: '/api/planning/changes', headers: { authorization: `Bearer ${token}` } },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        resolve({ response, received: () => text });
      },
    );
    call.on('error', reject);
    call.end();
  });
}

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries++) await new Promise((done) => setTimeout(done, 20));
  return check();
};

describe.each(drivers)('the planning board’s stream of changes on %s', (driver) => {
  const test = useTestApp(driver);

  it('tells an open board of a colleague’s move at once, and nothing of another workshop’s', async () => {
    const owner = await createAccount(test.app);
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const stranger = await createAccount(test.app);
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as AddressInfo;
    const { response, received } = await openStream(port, mechanic.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(await until(() => received().includes(': Verkstan'))).toBe(true);

    await as(test.app, stranger).post('/api/bays', { name: 'Hall 1' });
    await new Promise((done) => setTimeout(done, 100));
    expect(received()).not.toContain('event: changed');
    await as(test.app, owner).post('/api/bays', { name: 'Hall 1' });
    expect(await until(() => received().includes('event: changed'))).toBe(true);
    response.destroy();
  });
});

import { describe, expect, it } from 'vitest';
import type { SessionUser } from './session-cache';
import { SessionCache } from './session-cache';
import { SwitchableBroadcast } from '../test/switchable-broadcast';

const user = (id: string, organisationId: string): SessionUser => ({
  id,
  organisationId,
  email: `${id}@x.se`,
  name: id,
  firstName: id,
  lastName: id,
  companyName: 'AB',
  role: 'owner',
  createdAt: '2026-01-01',
});
const farFuture = '2099-01-01T00:00:00Z';

describe('the session cache', () => {
  it('forgets an entry after its time to live', () => {
    let now = 0;
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 100, now: () => now });
    cache.set('t1', user('u1', 'o1'), farFuture, cache.ticket());
    expect(cache.get('t1')?.id).toBe('u1');
    now = 1000;
    expect(cache.get('t1')).toBeNull();
  });

  it('never keeps a session past its own expiry', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 100, now: () => now });
    cache.set('t1', user('u1', 'o1'), '2026-01-01T00:00:01Z', cache.ticket());
    now += 1000;
    expect(cache.get('t1')).toBeNull();
  });

  it('invalidates by token, by user and by organisation', async () => {
    const cache = new SessionCache();
    cache.set('a', user('u1', 'o1'), farFuture, cache.ticket());
    cache.set('b', user('u1', 'o1'), farFuture, cache.ticket());
    cache.set('c', user('u2', 'o1'), farFuture, cache.ticket());
    cache.set('d', user('u3', 'o2'), farFuture, cache.ticket());
    await cache.revoke({ kind: 'token', tokenHash: 'a' });
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).not.toBeNull();
    await cache.revoke({ kind: 'user', userId: 'u1' });
    expect(cache.get('b')).toBeNull();
    expect(cache.get('c')).not.toBeNull();
    await cache.revoke({ kind: 'organisation', organisationId: 'o1' });
    expect(cache.get('c')).toBeNull();
    expect(cache.get('d')?.id).toBe('u3');
  });
});

describe('a session lookup racing a logout', () => {
  it('does not cache what it read before the logout removed the session', async () => {
    const cache = new SessionCache();
    const ticket = cache.ticket();
    // The lookup runs; meanwhile the token is revoked.
    await cache.revoke({ kind: 'token', tokenHash: 't1' });
    cache.set('t1', user('u1', 'o1'), '2999-01-01T00:00:00Z', ticket);
    expect(cache.get('t1')).toBeNull();
  });
});

describe('a server that cannot hear the others', () => {
  it('answers no session from memory and keeps none, until it hears them again (and then starts empty)', async () => {
    const broadcast = new SwitchableBroadcast();
    const cache = new SessionCache({ broadcast });
    cache.set('t1', user('u1', 'o1'), farFuture, cache.ticket());
    expect(cache.get('t1')?.id).toBe('u1');
    broadcast.drop();
    expect(cache.get('t1')).toBeNull();
    cache.set('t2', user('u2', 'o1'), farFuture, cache.ticket());
    broadcast.restore();
    expect(cache.get('t1')).toBeNull();
    expect(cache.get('t2')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

// The reads and the timer bar are on every signed-in screen's first load: online, none of them may load
// the device's offline store (IndexedDB and its code) or wait on it. The store is made to throw as soon as
// anything loads it.
vi.mock('./offline-db', () => {
  throw new Error('the offline store was loaded');
});

afterEach(() => vi.restoreAllMocks());

describe('an online cold load', () => {
  it('reads the server without loading the offline store', async () => {
    const { orFromPack } = await import('./pack-fallback');
    const pick = vi.fn(() => 'ur paketet');
    await expect(orFromPack(() => Promise.resolve('från servern'), pick)).resolves.toBe('från servern');
    expect(pick).not.toHaveBeenCalled();
  });

  it('draws the running-timer bar without loading the offline store', async () => {
    await expect(import('../../features/time/timer-bar')).resolves.toHaveProperty('default');
    await expect(import('../../features/time/api/running-timer')).resolves.toHaveProperty('useRunningTimer');
  });
});

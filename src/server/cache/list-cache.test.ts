import { describe, expect, it } from 'vitest';
import { ListCache, type CachedPage } from './list-cache';

function counter(json = '[]') {
  let calls = 0;
  const compute = async (): Promise<CachedPage> => {
    calls += 1;
    return { json: `${json}${calls}`, total: calls };
  };
  return { compute, calls: () => calls };
}

/** A computation that finishes when told to, to interleave it with changes. */
function deferred() {
  let finish!: (page: CachedPage) => void;
  const promise = new Promise<CachedPage>((resolve) => (finish = resolve));
  return { compute: () => promise, finish };
}

describe('ListCache', () => {
  it('says in a Server-Timing header whether a page came from memory, a read under way or the database', async () => {
    const cache = new ListCache();
    const headers: string[] = [];
    const reply = { header: (name: string, value: string) => headers.push(`${name}: ${value}`) };
    const slow = deferred();
    const first = cache.read('org-a', 'p1', slow.compute, reply);
    const second = cache.read('org-a', 'p1', slow.compute, reply);
    slow.finish({ json: '[]', total: 0 });
    await Promise.all([first, second]);
    await cache.read('org-a', 'p1', slow.compute, reply);
    expect(headers).toEqual([
      'server-timing: cache;desc=database',
      'server-timing: cache;desc=shared',
      'server-timing: cache;desc=memory',
    ]);
    const off = new ListCache(0);
    await off.read('org-a', 'p1', counter().compute, reply);
    expect(headers.at(-1)).toBe('server-timing: cache;desc=database');
  });

  it('answers a page from memory until the workshop changes', async () => {
    const cache = new ListCache();
    const source = counter();
    expect(await cache.read('org-a', 'p1', source.compute)).toMatchObject({ json: '[]1', total: 1 });
    expect(await cache.read('org-a', 'p1', source.compute)).toMatchObject({ json: '[]1', total: 1 });
    expect(source.calls()).toBe(1);
    cache.invalidate('org-a');
    expect(await cache.read('org-a', 'p1', source.compute)).toMatchObject({ json: '[]2', total: 2 });
  });

  it('keeps workshops apart: a change in one leaves the other cached', async () => {
    const cache = new ListCache();
    const a = counter('a');
    const b = counter('b');
    await cache.read('org-a', 'p1', a.compute);
    await cache.read('org-b', 'p1', b.compute);
    cache.invalidate('org-a');
    expect((await cache.read('org-b', 'p1', b.compute)).json).toBe('b1');
    expect((await cache.read('org-a', 'p1', a.compute)).json).toBe('a2');
  });

  it('does not keep a page whose query was running when the workshop changed', async () => {
    const cache = new ListCache();
    const slow = deferred();
    const reading = cache.read('org-a', 'p1', slow.compute);
    cache.invalidate('org-a');
    slow.finish({ json: 'before the change', total: 1 });
    expect((await reading).json).toBe('before the change');
    const fresh = counter('after');
    expect((await cache.read('org-a', 'p1', fresh.compute)).json).toBe('after1');
  });

  it('lets readers of the same page share one query, unless the workshop changed after it started', async () => {
    const cache = new ListCache();
    const first = deferred();
    let calls = 0;
    const compute = () => {
      calls += 1;
      return first.compute();
    };
    const readers = [
      cache.read('org-a', 'p1', compute),
      cache.read('org-a', 'p1', compute),
      cache.read('org-a', 'p1', compute),
    ];
    expect(calls).toBe(1);
    cache.invalidate('org-a');
    const afterChange = cache.read('org-a', 'p1', counter('after').compute);
    first.finish({ json: 'before', total: 1 });
    expect((await Promise.all(readers)).map((page) => page.json)).toEqual(['before', 'before', 'before']);
    expect((await afterChange).json).toBe('after1');
  });

  it('does not keep a failed computation', async () => {
    const cache = new ListCache();
    await expect(cache.read('org-a', 'p1', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    const source = counter();
    expect((await cache.read('org-a', 'p1', source.compute)).json).toBe('[]1');
  });

  it('stays within its size, dropping the least recently read workshop first', async () => {
    // Each page counts its key, its text and 200 for the maps: 209 here, so four fit in 1 000.
    const cache = new ListCache(1000);
    const page = (text: string) => async () => ({ json: text, total: 1 });
    await cache.read('org-a', 'p1', page('a'.repeat(7)));
    await cache.read('org-b', 'p1', page('b'.repeat(7)));
    await cache.read('org-a', 'p1', page('never'));
    await cache.read('org-c', 'p1', page('c'.repeat(7)));
    await cache.read('org-d', 'p1', page('d'.repeat(7)));
    await cache.read('org-e', 'p1', page('e'.repeat(7)));
    expect(cache.size).toEqual({ pages: 4, bytes: 4 * 209 });
    expect((await cache.read('org-a', 'p1', page('never'))).json).toBe('a'.repeat(7));
    expect((await cache.read('org-b', 'p1', page('b again'))).json).toBe('b again');
  });

  it('counts keys and caps the pages of one workshop, so distinct query strings cannot walk past the bound', async () => {
    const cache = new ListCache();
    for (let offset = 0; offset < 100_000; offset++) {
      await cache.read(
        'org-a',
        `customerId=00000000-0000-4000-8000-000000000000&limit=50&offset=${offset}`,
        async () => ({ json: '[]', total: 0 }),
      );
    }
    expect(cache.size.pages).toBe(500);
    expect(cache.size.bytes).toBeLessThan(200_000);
    // The most recently read stay.
    expect(
      (
        await cache.read(
          'org-a',
          'customerId=00000000-0000-4000-8000-000000000000&limit=50&offset=99999',
          async () => ({ json: 'new', total: 0 }),
        )
      ).json,
    ).toBe('[]');
  });

  it('still refuses stale pages after forgetting old changes', async () => {
    const cache = new ListCache(1024, 2);
    const slow = deferred();
    const reading = cache.read('org-a', 'p1', slow.compute);
    cache.invalidate('org-a');
    cache.invalidate('org-b');
    cache.invalidate('org-c');
    slow.finish({ json: 'stale', total: 1 });
    await reading;
    expect((await cache.read('org-a', 'p1', counter('fresh').compute)).json).toBe('fresh1');
  });

  it('answers from the database while the other servers cannot be heard, and keeps nothing from before they were lost', async () => {
    let isHeard = true;
    const cache = new ListCache(undefined, undefined, () => isHeard);
    const source = counter();
    await cache.read('org-a', 'p1', source.compute);
    const running = deferred();
    const late = cache.read('org-b', 'p1', running.compute);
    // The connection drops: everything kept, and the query still running, is stale.
    isHeard = false;
    cache.invalidateAll();
    running.finish({ json: 'gammal', total: 9 });
    await late;
    expect((await cache.read('org-a', 'p1', source.compute)).json).toBe('[]2');
    expect((await cache.read('org-a', 'p1', source.compute)).json).toBe('[]3');
    isHeard = true;
    cache.invalidateAll();
    expect((await cache.read('org-b', 'p1', async () => ({ json: 'ny', total: 1 }))).json).toBe('ny');
    expect((await cache.read('org-a', 'p1', source.compute)).json).toBe('[]4');
    expect((await cache.read('org-a', 'p1', source.compute)).json).toBe('[]4');
  });
});

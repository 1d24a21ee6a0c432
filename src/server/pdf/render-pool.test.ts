import { threadId } from 'node:worker_threads';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { PdfJob } from '../pdf-worker';
import { pdfWorkerFile, renderPdfHere } from '../pdf-worker-file';
import slowly from '../test/slow-worker';
import whichThread from '../test/thread-id-worker';
import { MAX_WAITING_PER_OWNER, RenderPool } from './render-pool';

describe('the PDF threads', () => {
  const pools: Array<RenderPool<unknown>> = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
  });

  it('lay documents out off the thread that answers requests', async () => {
    const pool = new RenderPool<void>(new URL('../test/thread-id-worker.ts', import.meta.url), 2, whichThread);
    pools.push(pool as RenderPool<unknown>);
    const threads = await Promise.all(Array.from({ length: 4 }, async () => Number((await pool.render()).toString())));
    expect(threads.every((thread) => thread !== threadId && thread > 0)).toBe(true);
  });

  it('end a thread that has had no document for a while, and start one again for the next', async () => {
    const pool = new RenderPool<void>(new URL('../test/thread-id-worker.ts', import.meta.url), 1, whichThread, 300);
    pools.push(pool as RenderPool<unknown>);
    expect(pool.threadCount).toBe(0);
    const first = Number((await pool.render()).toString());
    expect(pool.threadCount).toBe(1);
    await vi.waitFor(() => expect(pool.threadCount).toBe(0), { timeout: 5_000, interval: 50 });
    const second = Number((await pool.render()).toString());
    expect(second).not.toBe(threadId);
    expect(second).not.toBe(first);
  });

  it('finish what is under way when closed, and lay out on the request thread what comes after', async () => {
    const pool = new RenderPool<void>(new URL('../test/thread-id-worker.ts', import.meta.url), 1, whichThread);
    const underWay = pool.render();
    await pool.close();
    expect(Number((await underWay).toString())).not.toBe(threadId);
    expect(Number((await pool.render()).toString())).toBe(threadId);
  });

  it('give back a whole invoice PDF, as the request thread would draw it', async () => {
    const pool = new RenderPool<PdfJob>(pdfWorkerFile, 1, renderPdfHere);
    pools.push(pool as RenderPool<unknown>);
    const bytes = await pool.render({
      kind: 'invoice',
      document: {
        isCredit: false,
        title: 'Faktura',
        number: 'F2026110001',
        seller: { name: 'Svenssons Maskinservice AB', contactLines: ['Industrivägen 4', '972 31 Luleå'] },
        missingSellerDetails: [],
        facts: [['Fakturanummer', 'F2026110001']],
        buyer: { name: 'Åkeri Nord AB', address: 'Storgatan 1', email: 'ekonomi@akerinord.se' },
        creditReference: null,
        lines: [{ description: 'Hydraulslang', quantity: '2', unitPrice: '1 173,75', amount: '2 347,50' }],
        totals: [{ label: 'Att betala', amount: '2 934,00 kr', isStrong: true }],
        paymentLines: ['Bankgiro: 5050-1055'],
        payTo: ['Bankgiro: 5050-1055'],
        mark: null,
        settled: null,
        notes: '',
        identity: ['Svenssons Maskinservice AB'],
      },
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('Hydraulslang');
    expect(text).toContain('2 934,00 kr');
  });

  it('serve workshops in turn: one workshop’s long queue does not hold up another’s document', async () => {
    const pool = new RenderPool<{ ms: number; label: string }>(
      new URL('../test/slow-worker.ts', import.meta.url),
      1,
      slowly,
    );
    pools.push(pool as RenderPool<unknown>);
    const finished: string[] = [];
    const ask = (label: string, owner: string) =>
      pool.render({ ms: 40, label }, owner).then((bytes) => finished.push(bytes.toString()));
    const books = Array.from({ length: 6 }, (_, index) => ask(`bok ${index + 1}`, 'verkstad-a'));
    const invoice = ask('faktura', 'verkstad-b');
    await Promise.all([...books, invoice]);
    expect(finished.indexOf('faktura')).toBeLessThanOrEqual(1);
    expect(finished.filter((label) => label.startsWith('bok'))).toEqual([
      'bok 1',
      'bok 2',
      'bok 3',
      'bok 4',
      'bok 5',
      'bok 6',
    ]);
  });

  it('let exports of several workshops at once use all but one thread, and put any asked-for document ahead of them', async () => {
    const pool = new RenderPool<{ ms: number; label: string }>(
      new URL('../test/slow-worker.ts', import.meta.url),
      2,
      slowly,
    );
    pools.push(pool as RenderPool<unknown>);
    // Both threads up first: a thread's start (loading tsx under a loaded CI machine) must not decide the order.
    await Promise.all([pool.render({ ms: 300, label: 'värm 1' }), pool.render({ ms: 300, label: 'värm 2' })]);
    const finished: string[] = [];
    const exported = ['a', 'b', 'c'].flatMap((workshop) =>
      Array.from({ length: 2 }, (_, index) =>
        pool
          .render({ ms: 400, label: `${workshop}${index}` }, `verkstad-${workshop}`, { background: true })
          .then((bytes) => finished.push(bytes.toString())),
      ),
    );
    // The second thread stays free for a document someone waits for, which is done before any further export page.
    const invoice = pool
      .render({ ms: 1, label: 'faktura' }, 'verkstad-d')
      .then((bytes) => finished.push(bytes.toString()));
    await Promise.all([...exported, invoice]);
    expect(finished[0]).toBe('faktura');
  });

  it('bound what one workshop may have waiting, answering 503 past it', async () => {
    const pool = new RenderPool<{ ms: number; label: string }>(
      new URL('../test/slow-worker.ts', import.meta.url),
      1,
      slowly,
    );
    pools.push(pool as RenderPool<unknown>);
    const accepted = Array.from({ length: MAX_WAITING_PER_OWNER + 1 }, (_, index) =>
      pool.render({ ms: 20, label: String(index) }, 'verkstad-a'),
    );
    await expect(pool.render({ ms: 1, label: 'en för mycket' }, 'verkstad-a')).rejects.toMatchObject({
      statusCode: 503,
      message: 'Många dokument skapas just nu. Försök igen om en stund.',
    });
    await expect(pool.render({ ms: 1, label: 'annan verkstad' }, 'verkstad-b')).resolves.toEqual(
      Buffer.from('annan verkstad'),
    );
    await Promise.all(accepted);
  });
});

import { threadId } from 'node:worker_threads';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import renderPdfHere, { pdfWorkerFile, type PdfJob } from '../pdf-worker';
import whichThread from '../test/thread-id-worker';
import { RenderPool } from './render-pool';

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
        notes: '',
        identity: ['Svenssons Maskinservice AB'],
      },
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('Hydraulslang');
    expect(text).toContain('2 934,00 kr');
  });
});

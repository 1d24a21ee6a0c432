import { camt054File } from '../src/server/test/bank-files';
import { memoryMegabytes } from './processes';

/**
 * Issue 26: the bank's camt.054 file of 10 000 payments read into a workshop of 100 000 invoices (the
 * open ones paid by OCR, the rest unmatched), timed as a dry run and as the booking, with the server's
 * memory, against reading the same number of rows through the invoice list. Run last: it books.
 */
export async function importFigures(baseUrl: string, pid: number, token: string, openOcrs: string[]): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const today = new Date().toISOString().slice(0, 10);
  const file = camt054File({
    entries: Array.from({ length: 10_000 }, (_, index) =>
      index < openOcrs.length
        ? {
            amount: '1250.00',
            reference: `BENCH-${index}`,
            ocr: openOcrs[index]!,
            payer: 'Kund AB',
            date: today,
          }
        : {
            amount: '500.00',
            reference: `BENCH-${index}`,
            text: `Inbetalning ${index}`,
            payer: 'Okänd betalare',
            date: today,
          },
    ),
  });
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return Math.round(performance.now() - started);
  };
  const listRead = await timed(async () => {
    for (let page = 0; page < 50; page++)
      await (await fetch(`${baseUrl}/api/invoice?limit=200&offset=${page * 200}`, { headers })).text();
  });
  const post = (query: string) =>
    fetch(`${baseUrl}/api/payments/import${query}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/xml' },
      body: file,
    });
  const dryRun = await timed(async () => (await post('?dryRun=true')).text());
  const before = memoryMegabytes(pid).total;
  let result = { matched: [] as unknown[], unmatched: [] as unknown[] };
  const booking = await timed(async () => {
    result = (await (await post('')).json()) as typeof result;
  });
  const after = memoryMegabytes(pid).total;
  return (
    `- camt.054 of 10 000 payments (${(file.length / 1e6).toFixed(1)} MB) into 100 000 invoices: dry run ${dryRun} ms, booking ${booking} ms ` +
    `(${result.matched.length} matched by OCR, ${result.unmatched.length} unmatched), server memory ${before} → ${after} MB; ` +
    `the same 10 000 rows read through GET /api/invoice (20 pages of 500): ${listRead} ms, so one import is ${(booking / Math.max(listRead, 1)).toFixed(1)}× that read`
  );
}

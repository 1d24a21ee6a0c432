import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { Database } from '../db/client';
import { findCompany } from '../organisations/service';
import { cellOf, csvLines, jsonOf } from './csv-cells';
import { registers, type Cursor, type Register, type Row } from './registers';
import { findInvoiceNumbersAfter, findInvoiceYears } from './repository';
import { sieBytesForPeriod } from './service';
import type { FileStore } from '../files/service';
import { archivePaths, findFileEntriesAfter } from './file-entries';

const PAGE = 500;
/** PDFs laid out ahead of the one being written: the render threads stay busy, memory holds a few. */
const PDFS_AHEAD = 4;
const BOM = '\uFEFF';

export interface WorkshopArchiveOptions {
  db: Database;
  organisationId: string;
  today: string;
  renderInvoicePdf(invoiceId: string): Promise<Buffer>;
  /** Told when the archive stops halfway (the stream is destroyed with the error too). */
  onError(error: unknown): void;
  /** Where the photos and files are, each read as its entry is reached. */
  fileStore: FileStore;
}

/** A register's rows a page at a time: `to_jsonb` gives dates and times as text and öre as numbers on both drivers. */
async function* rowsOf(db: Database, organisationId: string, register: Register): AsyncGenerator<Row> {
  let cursor: Cursor | null = null;
  for (;;) {
    const result = (await db.execute(
      sql`select to_jsonb(q) as row from (${register.page(organisationId, cursor, PAGE)}) q`,
    )) as unknown as {
      rows: Array<{ row: Row | string }>;
    };
    const rows = result.rows.map(({ row }) => (typeof row === 'string' ? (JSON.parse(row) as Row) : row));
    for (const row of rows) yield* register.expand ? register.expand(row) : [row];
    if (rows.length < PAGE) return;
    const last = rows.at(-1)!;
    cursor = { at: String(last.cursorAt), id: String(last.cursorId) };
  }
}

async function* csvOf(db: Database, organisationId: string, register: Register): AsyncGenerator<string> {
  yield BOM + csvLines([register.columns.map((column) => column.header)]);
  let batch: string[][] = [];
  for await (const row of rowsOf(db, organisationId, register)) {
    batch.push(register.columns.map((column) => cellOf(column, row[column.field])));
    if (batch.length === PAGE) {
      yield csvLines(batch);
      batch = [];
    }
  }
  yield csvLines(batch);
}

async function* jsonOfWorkshop(db: Database, organisationId: string, exportedAt: string): AsyncGenerator<string> {
  const company = await findCompany(db, organisationId);
  yield `{"format":"verkstan-export","version":1,"exportedAt":${JSON.stringify(exportedAt)},"workshop":${JSON.stringify(company)}`;
  for (const register of registers) {
    if (register.key === null) continue;
    yield `,\n${JSON.stringify(register.key)}:[`;
    let first = true;
    for await (const row of rowsOf(db, organisationId, register)) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(jsonOf(row))}`;
      first = false;
    }
    yield ']';
  }
  yield '}\n';
}

const safeName = (text: string) => text.replace(/[^\p{L}\p{N}_-]+/gu, '_').slice(0, 80);

/**
 * The whole workshop as one ZIP (DATA.md decision 4), written as it is read: each entry is made only
 * when the ZIP reaches it, from pages of 500 rows, so memory stays flat however large the workshop.
 */
export function workshopArchive({
  db,
  organisationId,
  today,
  renderInvoicePdf,
  onError,
  fileStore,
}: WorkshopArchiveOptions): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const mtime = new Date();
  // One failed entry (a lost database connection, a PDF that could not be laid out) ends this archive
  // and its response, never the process: no error is handed to yazl, which would emit it where nobody listens.
  let stopped = false;
  const fail = (error: unknown) => {
    if (stopped) return;
    stopped = true;
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);
  output.on('error', fail);
  // A client that goes away ends the work too: no further entry is read from the database.
  output.on('close', () => (stopped = true));

  const lazily = (name: string, make: () => AsyncIterable<string | Buffer> | Promise<Buffer>, compress = true) =>
    zip.addReadStreamLazy(name, { mtime, compress }, (done) => {
      if (stopped) return;
      const made = make();
      const entry = Readable.from(
        made instanceof Promise
          ? (async function* () {
              yield await made;
            })()
          : made,
      );
      entry.on('error', fail);
      done(null, entry);
    });

  for (const register of registers) lazily(register.file, () => csvOf(db, organisationId, register));
  lazily('verkstan.json', () => jsonOfWorkshop(db, organisationId, mtime.toISOString()));

  const addTheRest = async () => {
    for (const year of await findInvoiceYears(db, organisationId)) {
      lazily(`sie/verkstan-${year}.si`, () =>
        sieBytesForPeriod(db, organisationId, { from: `${year}-01-01`, to: `${year}-12-31` }, today),
      );
    }
    const pending = new Map<string, Promise<Buffer>>();
    const ids: string[] = [];
    const pdfOf = (index: number) => {
      for (let ahead = index; ahead < Math.min(ids.length, index + PDFS_AHEAD); ahead++) {
        const id = ids[ahead]!;
        if (pending.has(id)) continue;
        const rendering = renderInvoicePdf(id);
        // A failure ahead is the archive's when it reaches that entry, not an unhandled rejection now.
        rendering.catch(() => undefined);
        pending.set(id, rendering);
      }
      const pdf = pending.get(ids[index]!)!;
      pending.delete(ids[index]!);
      return pdf;
    };
    let after: string | null = null;
    while (!stopped) {
      const page = await findInvoiceNumbersAfter(db, organisationId, after, PAGE);
      for (const invoice of page) {
        const index = ids.push(invoice.id) - 1;
        lazily(`fakturor/${safeName(invoice.number)}.pdf`, () => pdfOf(index), false);
      }
      if (page.length < PAGE) break;
      after = page.at(-1)!.number;
    }
    // Every photo and document as it is kept, in a folder per record (FIELD.md decision 4); already
    // compressed, so stored as they are; each streamed from its store when the ZIP reaches it.
    const pathOf = archivePaths();
    for (let cursor: Cursor | null = null; !stopped;) {
      const page = await findFileEntriesAfter(db, organisationId, cursor, PAGE);
      for (const file of page) {
        lazily(pathOf(file), () => fileStore.read(db, organisationId, file.sha256), false);
      }
      if (page.length < PAGE) break;
      cursor = { at: page.at(-1)!.cursorAt, id: page.at(-1)!.cursorId };
    }
    if (!stopped) zip.end();
  };
  addTheRest().catch(fail);
  return output;
}

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validWorkOrder } from '../test/harness';
import { phonePhoto, tinyPdf } from '../test/images';
import { fileOf, recordFields, uploader } from '../test/multipart';
import { addMember } from '../test/team';
import { quoteBody } from '../quotes/test-data';
import { sweepFiles } from './service';
import { databaseStore } from './database-store';
import { folderStore } from './folder-store';

const forbidden = { code: 'auth.forbidden', message: 'Du har inte behörighet att göra det här.' };
const notFound = { code: 'file.not_found', message: 'Filen finns inte.' };

describe.each(drivers)('downloading, changing and deleting files on %s', (driver) => {
  let now = new Date('2026-06-15T08:00:00Z');
  const filesDir = mkdtempSync(join(tmpdir(), 'verkstan-files-test-'));
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));
  const test = useTestApp(driver, { filesDir }, { clock: () => now });

  async function withPhoto() {
    const owner = await createAccount(test.app);
    const job = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json() as { id: string };
    const file = (
      await uploader(test.app, owner)([...recordFields('workOrder', job.id), fileOf(await phonePhoto())])
    ).json();
    return { owner, job, file, api: as(test.app, owner) };
  }

  it('streams a file with its ETag, answers 304 to a current copy and 206 to a range, privately', async () => {
    const { owner, file, api } = await withPhoto();
    const whole = await api.get(`/api/files/${file.id}/content`);
    expect(whole.headers['cache-control']).toMatch(/^private/);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const get = (url: string, headers: Record<string, string>) =>
      test.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner.token}`, ...headers } });

    const again = await get(`/api/files/${file.id}/content`, { 'if-none-match': etag });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);

    const part = await get(`/api/files/${file.id}/content`, { range: 'bytes=10-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-99/${file.bytes}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(10, 100))).toBe(true);
    const tail = await get(`/api/files/${file.id}/content`, { range: 'bytes=-20' });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(-20))).toBe(true);

    const beyond = await get(`/api/files/${file.id}/content`, { range: `bytes=${file.bytes}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${file.bytes}`);
    expect(beyond.json().message).toBe('Den begärda delen av filen finns inte.');

    const thumbnail = await api.get(`/api/files/${file.id}/thumbnail`);
    expect(thumbnail.headers.etag).not.toBe(etag);
  });

  it('shows another workshop’s file by no URL: 404 for reading, changing, deleting and listing', async () => {
    const { job, file } = await withPhoto();
    const stranger = as(test.app, await createAccount(test.app));
    for (const url of [`/api/files/${file.id}`, `/api/files/${file.id}/content`, `/api/files/${file.id}/thumbnail`])
      expect((await stranger.get(url)).json()).toEqual(notFound);
    expect((await stranger.put(`/api/files/${file.id}`, { caption: 'Mitt' })).json()).toEqual(notFound);
    expect((await stranger.delete(`/api/files/${file.id}`)).json()).toEqual(notFound);
    expect((await stranger.get(`/api/files?entity=workOrder&entityId=${job.id}`)).statusCode).toBe(404);
    expect((await stranger.get('/api/files/not-an-id/content')).json()).toEqual(notFound);
    const attach = await uploader(
      test.app,
      await createAccount(test.app),
    )([...recordFields('workOrder', job.id), fileOf(tinyPdf, 'x.pdf')]);
    expect(attach.json()).toEqual({
      code: 'file.record_not_found',
      message: 'Posten som filen ska höra till finns inte.',
    });
  });

  it('lets anyone who may edit the record attach, and the uploader, office and owner change and delete', async () => {
    const { owner, job, file, api } = await withPhoto();
    const mechanic = await addMember(test.app, owner, 'mechanic', 'Nils');
    const colleague = await addMember(test.app, owner, 'mechanic', 'Olle');
    const office = await addMember(test.app, owner, 'office', 'Karin');
    const part = (await api.post('/api/parts', { partNumber: 'HF-1', name: 'Hydraulfilter', salePrice: 320 })).json();

    const byMechanic = await uploader(
      test.app,
      mechanic,
    )([...recordFields('workOrder', job.id), fileOf(tinyPdf, 'm.pdf')]);
    expect(byMechanic.statusCode).toBe(201);
    // Parts are edited by the office: a mechanic attaches nothing to one.
    const onPart = await uploader(test.app, mechanic)([...recordFields('part', part.id), fileOf(tinyPdf, 'p.pdf')]);
    expect(onPart.json()).toEqual(forbidden);
    // Quotes are the office's to write: it attaches to one, a mechanic sees what is there.
    const customer = (await api.post('/api/customers', { name: 'Skogsbolaget Norr AB' })).json();
    const quote = (await api.post('/api/quotes', quoteBody(customer.id))).json();
    const onQuote = [...recordFields('quote', quote.id), fileOf(tinyPdf, 'offertbilaga.pdf')];
    expect((await uploader(test.app, mechanic)(onQuote)).json()).toEqual(forbidden);
    const byOffice = await uploader(test.app, office)(onQuote);
    expect(byOffice.statusCode).toBe(201);
    expect((await as(test.app, mechanic).get(`/api/files?entity=quote&entityId=${quote.id}`)).json()).toEqual([
      byOffice.json(),
    ]);
    const stranger = await createAccount(test.app);
    expect((await uploader(test.app, stranger)(onQuote)).json()).toMatchObject({ code: 'file.record_not_found' });

    expect((await as(test.app, colleague).put(`/api/files/${byMechanic.json().id}`, { caption: 'x' })).statusCode).toBe(
      403,
    );
    expect((await as(test.app, colleague).delete(`/api/files/${byMechanic.json().id}`)).json()).toEqual({
      code: 'file.may_not_delete',
      message: 'Bara den som laddade upp filen (inom 24 timmar), kontoret och ägaren kan ta bort den.',
    });
    const changed = await as(test.app, mechanic).put(`/api/files/${byMechanic.json().id}`, {
      caption: 'Kvitto slang',
      customerVisible: true,
    });
    expect(changed.json()).toMatchObject({ caption: 'Kvitto slang', customerVisible: true });

    // A day and a minute later the uploader may no longer delete it; the office still may.
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 60_000);
    expect((await as(test.app, mechanic).delete(`/api/files/${byMechanic.json().id}`)).statusCode).toBe(403);
    expect((await as(test.app, office).delete(`/api/files/${byMechanic.json().id}`)).statusCode).toBe(204);
    expect((await api.delete(`/api/files/${file.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/files/${file.id}/content`)).json()).toEqual(notFound);

    const trail = await rowsOf<{ action: string; userName: string }>(
      test.database.db,
      sql`select action, user_name as "userName" from audit_events where entity = 'file' and entity_id = ${byMechanic.json().id} order by at, action`,
    );
    expect(trail.map((event) => event.action)).toEqual(['attached', 'changed', 'deleted']);
  });

  it('deletes a record’s files with it, and leaves no bytes behind', async () => {
    const { owner, job, file, api } = await withPhoto();
    const [{ organisationId }] = (await rowsOf<{ organisationId: string }>(
      test.database.db,
      sql`select organisation_id::text as "organisationId" from users where id = ${owner.userId}`,
    )) as [{ organisationId: string }];
    expect((await api.delete(`/api/workorders/${job.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/files/${file.id}`)).json()).toEqual(notFound);
    const count = async (table: 'files' | 'file_blobs' | 'file_chunks') =>
      (
        await rowsOf<{ n: number }>(
          test.database.db,
          sql`select count(*)::int as n from ${sql.raw(table)} where organisation_id = ${organisationId}`,
        )
      )[0]!.n;
    expect([await count('files'), await count('file_blobs'), await count('file_chunks')]).toEqual([0, 0, 0]);
    // A folder's bytes go at the next sweep (no grace here: nothing is being uploaded).
    const folder = join(filesDir, organisationId);
    if (driver === 'pglite') expect(readdirSync(folder).length).toBe(2);
    await sweepFiles(test.database.db, driver === 'postgres' ? databaseStore() : folderStore(filesDir), 0);
    if (driver === 'pglite') expect(readdirSync(folder)).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp } from '../test/harness';

describe.each(drivers)('quote approvals on %s', (driver) => {
  const test = useTestApp(driver);

  it('are append-only even for SQL run by the app’s own role', async () => {
    const owner = await createAccount(test.app);
    const customer = (await as(test.app, owner).post('/api/customers', { name: 'Lantbruk Berg' })).json();
    const db = test.database.db;
    // Rows as the routes write them, by hand: this test is about the database's own refusal.
    const [row] = await rowsOf<{ approvalId: string }>(
      db,
      sql`with c as (select organisation_id from customers where id = ${customer.id}),
        q as (insert into quotes (organisation_id, quote_number, customer_id)
          select organisation_id, 1, ${customer.id} from c returning id, organisation_id),
        v as (insert into quote_versions (organisation_id, quote_id, version, price_type, valid_until, vat_treatment)
          select organisation_id, id, 1, 'fixed', '2026-07-15', 'standard' from q returning id, quote_id, organisation_id)
        insert into quote_approvals (organisation_id, quote_id, version_id, version, channel, name, item_ids,
          accepted_total_ore, content, content_hash, at)
        select organisation_id, quote_id, id, 1, 'link', 'Karin Berg', '[]'::jsonb, 100000, '{}', 'abc', now() from v
        returning id as "approvalId"`,
    );
    const refusals = [
      sql`update quote_approvals set name = 'Någon annan' where id = ${row!.approvalId}`,
      sql`delete from quote_approvals where id = ${row!.approvalId}`,
      sql`truncate quote_approvals`,
    ];
    for (const statement of refusals) {
      const failure = (await db.execute(statement).then(
        () => null,
        (error: unknown) => error,
      )) as (Error & { cause?: Error }) | null;
      expect(failure?.cause?.message ?? failure?.message).toMatch(/Ett godkännande ändras aldrig/);
    }
    const kept = await rowsOf<{ name: string }>(
      db,
      sql`select name from quote_approvals where id = ${row!.approvalId}`,
    );
    expect(kept).toEqual([{ name: 'Karin Berg' }]);
  });
});

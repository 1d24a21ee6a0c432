import { sql } from 'drizzle-orm';
import type { Bay } from '../../shared/planning';
import type { Database } from '../db/client';
import { classifyDatabaseError } from '../db/errors';
import * as repository from './bays-repository';
import { bayBookedAhead, bayLimitReached, bayNameTaken, bayNotFound } from './errors';

// The workshop's bays (PLANNING.md decision 1): read by all, kept by the owner.

/** "A short list": the board has a row for each, so a workshop keeps at most this many. */
export const MAX_BAYS = 50;

export const listBays = (db: Database, organisationId: string): Promise<Bay[]> =>
  repository.listBays(db, organisationId);

async function unlessNameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (classifyDatabaseError(error)?.kind === 'unique') throw bayNameTaken().at('name');
    throw error;
  }
}

export function createBay(db: Database, organisationId: string, name: string): Promise<Bay> {
  return unlessNameTaken(() =>
    db.transaction(async (tx) => {
      // Two additions at once on any server count one after the other.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bays:${organisationId}`}))`);
      if ((await repository.countBays(tx, organisationId)) >= MAX_BAYS) throw bayLimitReached(MAX_BAYS);
      return repository.insertBay(tx, organisationId, name);
    }),
  );
}

export async function renameBay(db: Database, organisationId: string, id: string, name: string): Promise<Bay> {
  const renamed = await unlessNameTaken(() => repository.renameBay(db, organisationId, id, name));
  if (!renamed) throw bayNotFound();
  return renamed;
}

/** 409 while something is booked in it from now on; the past keeps its name (the row stays, removed). */
export async function removeBay(db: Database, organisationId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // One bay's removal and a booking into it queue here, on every server.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bay:${id}`}))`);
    if (!(await repository.findBay(tx, organisationId, id))) throw bayNotFound();
    if (await repository.isBookedAhead(tx, organisationId, id, now)) throw bayBookedAhead();
    await repository.removeBay(tx, organisationId, id, now);
  });
}

import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** What the server writes (the database, backups, dumps, mails) is for the server's user alone. */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/**
 * New files and folders of this process open to nobody else, whatever umask it was started with
 * (the services' default 022 left the embedded database's files world-readable). Child processes
 * (pg_dump) inherit it.
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * `path` made readable and writable by the server's user only, with what is in it: all the way down
 * (`deep`, the database's own folder), or only the files right inside it (a BACKUP_DIR or
 * MAIL_OUTBOX_DIR an operator chose: nothing of theirs below it is touched). What an earlier version,
 * another umask or a library that sets its own modes (PGlite writes 0666) left open. A missing path is
 * fine; symbolic links are left alone (a chmod would follow them).
 */
export async function makePrivate(path: string, { deep = true }: { deep?: boolean } = {}): Promise<void> {
  const entry = await lstat(path).catch(ignoreVanished);
  if (!entry || entry.isSymbolicLink()) return;
  if (!entry.isDirectory()) {
    if ((entry.mode & 0o777) !== PRIVATE_FILE) await chmod(path, PRIVATE_FILE).catch(ignoreVanished);
    return;
  }
  if ((entry.mode & 0o777) !== PRIVATE_DIR) await chmod(path, PRIVATE_DIR);
  for (const child of await readdir(path, { withFileTypes: true })) {
    if (deep || child.isFile()) await makePrivate(join(path, child.name), { deep });
  }
}

/** A path that is not there, or that the database removed since the listing (a WAL segment recycled), is no matter. */
function ignoreVanished(error: NodeJS.ErrnoException): undefined {
  if (error.code !== 'ENOENT') throw error;
  return undefined;
}

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

/** Said when a path cannot be made private; the server starts anyway. */
export type PrivateWarning = (path: string, code: string) => void;

/** A warning line in the server's JSON log: the path and the error's code, nothing of what is in the file. */
const warnInLog: PrivateWarning = (path, code) =>
  console.error(
    JSON.stringify({
      level: 40,
      time: Date.now(),
      msg: 'could not make this path readable by the server user only; starting anyway',
      path,
      code,
    }),
  );

/**
 * `path` made readable and writable by the server's user only, with what is in it: all the way down
 * (`deep`, the database's own folder), or only the files right inside it (a BACKUP_DIR or
 * MAIL_OUTBOX_DIR an operator chose: nothing of theirs below it is touched). What an earlier version,
 * another umask or a library that sets its own modes (PGlite writes 0666) left open. A missing path, or
 * one the database removed mid-walk, is fine; symbolic links are left alone (a chmod would follow
 * them). What the server may not change (another user's file, a CIFS or NFS mount, a read-only disk)
 * is warned of by path and skipped: it must not keep the server from starting.
 */
export async function makePrivate(
  path: string,
  { deep = true, warn = warnInLog }: { deep?: boolean; warn?: PrivateWarning } = {},
): Promise<void> {
  const skip = skipping(path, warn);
  const entry = await lstat(path).catch(skip);
  if (!entry || entry.isSymbolicLink()) return;
  if (!entry.isDirectory()) {
    if ((entry.mode & 0o777) !== PRIVATE_FILE) await chmod(path, PRIVATE_FILE).catch(skip);
    return;
  }
  if ((entry.mode & 0o777) !== PRIVATE_DIR) await chmod(path, PRIVATE_DIR).catch(skip);
  for (const child of (await readdir(path, { withFileTypes: true }).catch(skip)) ?? []) {
    if (deep || child.isFile()) await makePrivate(join(path, child.name), { deep, warn });
  }
}

/** Errors that say the path is gone (quietly) or not the server's to change (warned of); any other is thrown. */
const NOT_OURS = new Set(['EPERM', 'EACCES', 'ENOTSUP', 'EOPNOTSUPP', 'EROFS']);

function skipping(path: string, warn: PrivateWarning): (error: NodeJS.ErrnoException) => undefined {
  return (error) => {
    if (error.code === 'ENOENT') return undefined;
    if (error.code && NOT_OURS.has(error.code)) {
      warn(path, error.code);
      return undefined;
    }
    throw error;
  };
}

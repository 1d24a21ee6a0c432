import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FileStore } from './file-store';

const isKey = (name: string) => /^[0-9a-f]{64}(\.thumb)?$/.test(name);
const isWorkshop = (name: string) => /^[0-9a-f-]{36}$/.test(name);

/**
 * The embedded installation's store: `{dir}/{workshop}/{key}` under DATA_DIR/files, so that a backup
 * of DATA_DIR holds them. A file appears whole or not at all: it is copied beside its place under a
 * temporary name and renamed into it.
 */
export function folderStore(dir: string): FileStore {
  const placeOf = (organisationId: string, key: string) => {
    if (!isWorkshop(organisationId) || !isKey(key)) throw new Error(`not a file key: ${organisationId}/${key}`);
    return join(dir, organisationId, key);
  };
  return {
    kind: 'folder',
    async put(_db, organisationId, key, path) {
      const place = placeOf(organisationId, key);
      await mkdir(join(dir, organisationId), { recursive: true });
      const partial = `${place}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await copyFile(path, partial);
        await rename(partial, place);
      } finally {
        await rm(partial, { force: true });
      }
    },
    read(_db, organisationId, key, range) {
      const place = placeOf(organisationId, key);
      return createReadStream(place, range ? { start: range.start, end: range.end } : {});
    },
    async remove(_db, organisationId, key) {
      await rm(placeOf(organisationId, key), { force: true });
    },
    async sweep(_db, isNamed, graceMs) {
      let removed = 0;
      const workshops = await readdir(dir).catch(() => [] as string[]);
      for (const organisationId of workshops.filter(isWorkshop)) {
        for (const name of await readdir(join(dir, organisationId))) {
          const place = join(dir, organisationId, name);
          const { mtimeMs } = await stat(place);
          if (Date.now() - mtimeMs < graceMs) continue;
          // A partial copy left by a crash is never named; a key is kept while its blob is.
          if (isKey(name) && (await isNamed(organisationId, name))) continue;
          await rm(place, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tarFs from 'tar-fs';
import tarStream from 'tar-stream';
import { PRIVATE_DIR, PRIVATE_FILE } from '../private-files';
import { backupFileName, checksumFileName, parseBackupName } from './backup-names';

/** The archive's first entry: what it is, so that a foreign .tar.gz is told apart before anything is touched. */
export const MANIFEST = 'verkstan-backup.json';
const FORMAT = 'verkstan-backup';
const VERSION = 1;

/** Files of a running server that a restored folder must not inherit. */
const NOT_BACKED_UP = new Set(['postmaster.pid', 'postmaster.opts', '.verkstan-server.json']);

export interface BackupFile {
  file: string;
  createdAt: string;
  bytes: number;
  checksum: string;
}

export class BackupRefused extends Error {}

/** Counts and hashes what passes through. */
function measuring(hash: ReturnType<typeof createHash>, sized: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      sized.bytes += chunk.length;
      done(null, chunk);
    },
  });
}

/**
 * Copies the data folder (while `whileQuiet` holds the database still, when it runs), then packs the
 * copy as tar.gz under a temporary name and renames it only when complete: a half-written backup is
 * never listed, and a process killed halfway leaves the earlier backups as they were.
 */
export async function writeBackupArchive(options: {
  dataDir: string;
  backupDir: string;
  createdAt: Date;
  whileQuiet?: <T>(work: () => Promise<T>) => Promise<T>;
}): Promise<BackupFile> {
  const { dataDir, backupDir, createdAt } = options;
  const staging = await mkdtemp(join(backupDir, '.staging-'));
  const partial = join(backupDir, `.partial-${randomUUID()}`);
  try {
    const copy = () =>
      copyTree(
        dataDir,
        join(staging, 'data'),
        (path) => path === resolve(backupDir) || NOT_BACKED_UP.has(relative(resolve(dataDir), path)),
      );
    await (options.whileQuiet ? options.whileQuiet(copy) : copy());
    await writeFile(
      join(staging, MANIFEST),
      JSON.stringify({ format: FORMAT, version: VERSION, createdAt: createdAt.toISOString() }),
      { mode: PRIVATE_FILE },
    );
    const hash = createHash('sha256');
    const sized = { bytes: 0 };
    // Flushed to the disk before it is named: a power cut cannot leave a complete-looking empty backup.
    await pipeline(
      tarFs.pack(staging, { entries: [MANIFEST, 'data'] }),
      createGzip(),
      measuring(hash, sized),
      createWriteStream(partial, { flush: true, mode: PRIVATE_FILE }),
    );
    const checksum = hash.digest('hex');
    const file = backupFileName(createdAt, checksum);
    await writeFile(join(backupDir, checksumFileName(file)), `${checksum}  ${file}\n`, {
      mode: PRIVATE_FILE,
    });
    await rename(partial, join(backupDir, file));
    return { file, createdAt: createdAt.toISOString(), bytes: sized.bytes, checksum };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/**
 * The folder's files into `target`, leaving out what `skips` says (a BACKUP_DIR inside DATA_DIR, a running
 * server's files). Written out because fs.cp refuses a target inside its source, where staging may be.
 */
async function copyTree(source: string, target: string, skips: (path: string) => boolean): Promise<void> {
  await mkdir(target, { recursive: true, mode: PRIVATE_DIR });
  for (const entry of await readdir(source, { withFileTypes: true })) {
    const from = join(source, entry.name);
    if (skips(resolve(from))) continue;
    const to = join(target, entry.name);
    if (entry.isDirectory()) await copyTree(from, to, skips);
    else if (entry.isSymbolicLink()) await symlink(await readlink(from), to);
    else if (entry.isFile()) await copyFile(from, to);
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

const isSafeEntry = (name: string) =>
  !name.startsWith('/') &&
  !name.split('/').includes('..') &&
  (name === MANIFEST || name === 'data' || name.startsWith('data/'));

/** What a PostgreSQL data folder cannot start without: its version, its control file, a database and the write-ahead log. */
const CONTROL_FILE_BYTES = 8192;

/** Room the disk keeps beside an unpacked backup, so that the server restored onto it can still write. */
export const RESTORE_DISK_RESERVE_BYTES = 256 * 1024 * 1024;

const size = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('sv-SE', { maximumFractionDigits: 0 })} MB`;

export interface VerifyOptions {
  /** Bytes free where the archive will be unpacked; unbounded when left out. */
  freeBytes?: number;
}

/**
 * Reads the whole file before anything is touched: its checksum against its name, every gzip block
 * (a truncated file fails here), the manifest first, only the data folder's files after it, and in it
 * a database PostgreSQL can start (version, control file, a database, the write-ahead log). What it
 * unpacks to is counted as it is read and refused once it would not fit on the disk with room to spare
 * (a small file may unpack to gigabytes), without reading further.
 */
export async function verifyBackupArchive(
  path: string,
  { freeBytes = Number.POSITIVE_INFINITY }: VerifyOptions = {},
): Promise<{ unpackedBytes: number }> {
  const name = path.split(/[\\/]/).pop() ?? '';
  const parsed = parseBackupName(name);
  if (!parsed || parsed.format !== 'tar.gz') {
    throw new BackupRefused(
      `${name} är inte en säkerhetskopia från Verkstan (namnet ska vara verkstan-{tid}-{kontrollsumma}.tar.gz). Ingenting har ändrats.`,
    );
  }
  const fileSize = await stat(path).catch(() => null);
  if (!fileSize?.isFile()) throw new BackupRefused(`Filen ${path} finns inte. Ingenting har ändrats.`);
  if ((await sha256Of(path)).slice(0, 12) !== parsed.checksumPrefix) {
    throw new BackupRefused(
      `${name} är skadad: kontrollsumman stämmer inte med namnet. Ingenting har ändrats; välj en annan säkerhetskopia.`,
    );
  }
  const room = freeBytes - RESTORE_DISK_RESERVE_BYTES;
  const extract = tarStream.extract();
  let seenManifest = false;
  let versionText: string | null = null;
  let hasControlFile = false;
  let hasDatabase = false;
  let hasWal = false;
  let unpackedBytes = 0;
  let problem: string | null = null;
  let tooLarge = false;
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    const isFirst = !seenManifest && problem === null;
    if (!isSafeEntry(header.name) || !['file', 'directory'].includes(header.type ?? ''))
      problem ??= `oväntad fil i arkivet: ${header.name}`;
    const keepsText = header.name === MANIFEST || header.name === 'data/PG_VERSION';
    if (header.name === 'data/global/pg_control' && header.size === CONTROL_FILE_BYTES) hasControlFile = true;
    if (/^data\/base\/\d+\/PG_VERSION$/.test(header.name)) hasDatabase = true;
    if (/^data\/pg_wal\/[0-9A-F]{24}$/.test(header.name)) hasWal = true;
    // The archive's own error (a stop for size) ends the pipeline below; the entry's copy of it is heard here.
    stream.on('error', () => undefined);
    stream.on('data', (data: unknown) => {
      const chunk = data as Buffer;
      unpackedBytes += chunk.length;
      if (unpackedBytes > room && !tooLarge) {
        tooLarge = true;
        extract.destroy(new Error('too large'));
      }
      if (keepsText && chunks.length < 16) chunks.push(chunk);
    });
    stream.on('end', () => {
      if (header.name === 'data/PG_VERSION') versionText = Buffer.concat(chunks).toString('utf8').trim();
      if (header.name === MANIFEST) {
        try {
          const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            format?: unknown;
            version?: unknown;
          };
          if (manifest.format !== FORMAT || manifest.version !== VERSION)
            problem ??= 'arkivet är inte en säkerhetskopia från Verkstan';
          seenManifest = true;
        } catch {
          problem ??= 'arkivets beskrivning går inte att läsa';
        }
      } else if (isFirst) {
        problem ??= 'arkivet är inte en säkerhetskopia från Verkstan';
      }
      next();
    });
    stream.resume();
  });
  try {
    await pipeline(createReadStream(path), createGunzip(), extract);
  } catch {
    if (tooLarge) {
      throw new BackupRefused(
        `${name} packas upp till mer än ${size(unpackedBytes)}, men disken har bara ${size(Math.max(0, freeBytes))} ledigt ` +
          `(och ${size(RESTORE_DISK_RESERVE_BYTES)} ska finnas kvar). Frigör plats eller välj en annan säkerhetskopia; ingenting har ändrats.`,
      );
    }
    throw new BackupRefused(
      `${name} är skadad eller avkortad och kan inte läsas hela vägen. Ingenting har ändrats; välj en annan säkerhetskopia.`,
    );
  }
  const isDatabase = versionText !== null && /^\d+$/.test(versionText) && hasControlFile && hasDatabase && hasWal;
  if (problem || !seenManifest || !isDatabase) {
    throw new BackupRefused(
      `${name} kan inte återställas: ${problem ?? 'arkivet innehåller ingen hel databas'}. Ingenting har ändrats.`,
    );
  }
  return { unpackedBytes };
}

/** Unpacks a verified archive's data folder into `target`, which must not exist yet. */
export async function extractBackupArchive(path: string, target: string): Promise<void> {
  const unpacked = `${target}.unpacking-${randomUUID()}`;
  try {
    await pipeline(createReadStream(path), createGunzip(), tarFs.extract(unpacked));
    await rename(join(unpacked, 'data'), target);
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * While a server has the embedded database open, it says where it listens and a secret for
 * `npm run backup` in this file (readable by the folder's owner only): the command then asks that server,
 * as two processes must never open the same PGlite folder.
 */
export interface RunningServer {
  pid: number;
  url: string;
  token: string;
}

const SERVER_FILE = '.verkstan-server.json';

export const newLocalToken = () => randomBytes(32).toString('hex');

export async function announceServer(dataDir: string, server: RunningServer): Promise<void> {
  await writeFile(join(dataDir, SERVER_FILE), JSON.stringify(server), { mode: 0o600 });
}

export async function withdrawServer(dataDir: string): Promise<void> {
  await rm(join(dataDir, SERVER_FILE), { force: true });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, run by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The server running on this folder; null when none (a file left by a killed server is not one). */
export async function findRunningServer(dataDir: string): Promise<RunningServer | null> {
  try {
    const server = JSON.parse(await readFile(join(dataDir, SERVER_FILE), 'utf8')) as RunningServer;
    return typeof server.pid === 'number' && server.pid !== process.pid && isAlive(server.pid) ? server : null;
  } catch {
    return null;
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

export interface RunningServer {
  process: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** Starts a TypeScript entry point with tsx and waits until `readyPath` answers. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<RunningServer> {
  const nodeArguments = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArguments, ...loader, script], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${script} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    process: child,
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of a server and of each of its workers, in MB. */
export function memoryMegabytes(pid: number): { total: number; largest: number } {
  const pids = [pid, ...childrenOf(pid)];
  const sizes = pids.map(rssOf);
  return {
    total: Math.round(sizes.reduce((a, b) => a + b, 0) / 1e6),
    largest: Math.round(Math.max(...sizes) / 1e6),
  };
}

/** The process and its children (worker threads are in the process; PDF workers are threads too). */
export function withChildren(pid: number): number[] {
  return [pid, ...childrenOf(pid)];
}

/** The local PostgreSQL server's processes: the postmaster and every backend. */
export function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        return readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * CPU time (user and system) the processes and their ended children used so far, in ms: /proc/<pid>/stat's
 * utime, stime, cutime and cstime, in ticks of 10 ms. An ended backend's time is its postmaster's from then
 * on, so a pool closing its idle connections during a load takes nothing out of the sum.
 */
export function cpuMilliseconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // Ended meanwhile, and not a child of a process in the list: its time is lost from the sum.
    }
  }
  return ticks * 10;
}

/**
 * The resident part of a process's WebAssembly memories (PGlite's heap), in MB: V8 maps each as the
 * memory in use followed by a reserved, inaccessible region of several GB, which tells it apart in
 * /proc/<pid>/smaps.
 */
export function webAssemblyMegabytes(pid: number): number {
  let kilobytes = 0;
  let previous: { end: string; writable: boolean; rss: number } | null = null;
  let current: { start: string; end: string; perms: string; size: number; rss: number } | null = null;
  const close = () => {
    if (!current) return;
    const reserved = current.perms === '---p' && current.size >= 4 * 1024 * 1024;
    if (reserved && previous?.writable && previous.end === current.start) kilobytes += previous.rss;
    previous = { end: current.end, writable: current.perms === 'rw-p', rss: current.rss };
  };
  try {
    for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
      const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+) /.exec(line);
      if (mapping) {
        close();
        current = { start: mapping[1]!, end: mapping[2]!, perms: mapping[3]!, size: 0, rss: 0 };
      }
      const size = /^Size:\s+(\d+) kB/.exec(line);
      if (size && current) current.size = Number(size[1]);
      const rss = /^Rss:\s+(\d+) kB/.exec(line);
      if (rss && current) current.rss = Number(rss[1]);
    }
    close();
  } catch {
    return 0;
  }
  return Math.round((kilobytes * 1024) / 1e6);
}

/** CPU ms per answered request: of the server (and its threads), of the local PostgreSQL, of this process (the load). */
export interface CpuPerRequest {
  server: number;
  postgres: number;
  load: number;
}

export const cpuText = (cpu: CpuPerRequest) =>
  `${cpu.server.toFixed(2)} + ${cpu.postgres.toFixed(2)} + ${cpu.load.toFixed(2)}`;

/** Where the cores went while `run` loaded `serverPid`: CPU ms per request of the server, PostgreSQL and the load generator. */
export async function cpuPerRequest<T>(
  serverPid: number,
  run: () => Promise<T>,
  requestsOf: (result: T) => number,
): Promise<{ result: T; cpu: CpuPerRequest }> {
  const serverPids = withChildren(serverPid);
  const before = {
    server: cpuMilliseconds(serverPids),
    postgres: cpuMilliseconds(postgresPids()),
    load: process.cpuUsage(),
  };
  const result = await run();
  const requests = Math.max(1, requestsOf(result));
  const load = process.cpuUsage(before.load);
  return {
    result,
    cpu: {
      server: (cpuMilliseconds(serverPids) - before.server) / requests,
      postgres: (cpuMilliseconds(postgresPids()) - before.postgres) / requests,
      load: (load.user + load.system) / 1000 / requests,
    },
  };
}

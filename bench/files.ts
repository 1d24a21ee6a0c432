import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { load, type LoadResult } from './load';
import { cpuMilliseconds, memoryMegabytes, startProcess, withChildren, type RunningServer } from './processes';

// Issue 47, measured: a phone photo's upload, uploads beside the work-order list, thumbnails served.

const CONCURRENT_UPLOADS = 10;

/** A 12-megapixel camera JPEG (4 000 × 3 000, grain that compresses as a photo does not), with EXIF. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#6a7a5a',
      noise: { type: 'gaussian', mean: 110, sigma: 40 },
    },
  })
    .blur(0.6)
    .withExif({ IFD0: { Make: 'Apple', Model: 'iPhone 15' }, IFD2: { DateTimeOriginal: '2026:06:14 09:30:00' } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The same photo as other bytes (a JPEG comment after its start), so that no upload is one kept already. */
const variant = (jpeg: Buffer, n: number) => {
  const text = Buffer.from(`bench ${process.pid} ${n} ${Math.random()}`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
};

async function upload(url: string, token: string, workOrderId: string, bytes: Buffer): Promise<{ id: string }> {
  const form = new FormData();
  form.set('entity', 'workOrder');
  form.set('entityId', workOrderId);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'IMG_0001.JPG');
  const answer = await fetch(`${url}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (answer.status !== 201) throw new Error(`POST /api/files: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { id: string };
}

/** Samples the server's resident memory every 20 ms while `work` runs: its peak, in MB. */
async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = memoryMegabytes(pid).total;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMegabytes(pid).total)), 20);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Rows for a table (with their ratio) and sentences under it, as bench/data.ts gives them. */
export interface FileFigures {
  loads: Array<{ result: LoadResult; ratio: string }>;
  lines: string[];
}

/**
 * Against a running server with a workshop (`token`): one 12 MP upload timed to its 201 with the
 * server's CPU and peak memory (median of 3), the work-order list alone and while 10 uploads run at
 * once back to back, and a thumbnail served against a bare Fastify route sending the same bytes.
 * Added to `into`, so that bench/run.ts takes them in one line.
 */
export async function addFileFigures(
  into: FileFigures,
  server: RunningServer,
  token: string,
  barePort: number,
  seconds: number,
): Promise<FileFigures> {
  const pid = server.process.pid!;
  const headers = { authorization: `Bearer ${token}` };
  const job = (await (
    await fetch(`${server.url}/api/workorders`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Bilder',
        customerNumber: 'K-1',
        vehicleCategory: 'Traktor',
        workCategory: 'Service',
      }),
    })
  ).json()) as { id: string };
  const photo = await cameraJpeg();
  let sent = 0;
  const next = () => variant(photo, sent++);
  await upload(server.url, token, job.id, next());

  const idle = memoryMegabytes(pid).total;
  const singles: Array<{ ms: number; cpu: number; peak: number }> = [];
  let fileId = '';
  for (let round = 0; round < 3; round++) {
    const bytes = next();
    const cpuBefore = cpuMilliseconds(withChildren(pid));
    const started = performance.now();
    const { result, peak } = await peakDuring(pid, () => upload(server.url, token, job.id, bytes));
    singles.push({ ms: performance.now() - started, cpu: cpuMilliseconds(withChildren(pid)) - cpuBefore, peak });
    fileId = result.id;
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const lines = [
    `upload of a 12 MP JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB, POST /api/files to 201, median of 3): ` +
      `${Math.round(median(singles.map((single) => single.ms)))} ms, server CPU ${median(singles.map((single) => single.cpu))} ms, ` +
      `server memory ${idle} MB before, peak ${median(singles.map((single) => single.peak))} MB`,
  ];

  const listUrl = `${server.url}/api/workorders?limit=50`;
  // 22 connections on the list in both figures: the 10 uploaders make up the usual 32.
  const alone = await load({
    name: 'GET /api/workorders?limit=50 alone (file figures)',
    url: listUrl,
    headers,
    seconds,
    connections: 22,
  });
  let uploading = true;
  let uploaded = 0;
  const { result: during, peak: uploadsPeak } = await peakDuring(pid, async () => {
    const uploaders = Array.from({ length: CONCURRENT_UPLOADS }, async () => {
      while (uploading) {
        await upload(server.url, token, job.id, next());
        uploaded += 1;
      }
    });
    const list = await load({ name: 'list', url: listUrl, headers, seconds, connections: 22 });
    uploading = false;
    await Promise.all(uploaders);
    return list;
  });
  lines.push(
    `${CONCURRENT_UPLOADS} uploads at once beside the list: ${uploaded} 12 MP photos stored in about ${seconds} s, server memory peak ${uploadsPeak} MB`,
  );
  const loads: FileFigures['loads'] = [
    { result: alone, ratio: 'p99 1.00' },
    {
      result: { ...during, name: `GET /api/workorders?limit=50 while ${CONCURRENT_UPLOADS} uploads run at once` },
      ratio: `p99 ${(during.p99 / Math.max(alone.p99, 1)).toFixed(1)}× alone`,
    },
  ];

  const thumbnail = Buffer.from(
    await (await fetch(`${server.url}/api/files/${fileId}/thumbnail`, { headers })).arrayBuffer(),
  );
  const folder = mkdtempSync(join(tmpdir(), 'verkstan-bench-thumb-'));
  writeFileSync(join(folder, 'thumb.jpg'), thumbnail);
  const bare = await startProcess(
    'bench/baseline-server.ts',
    { PORT: String(barePort), BASELINE_BYTES_FILE: join(folder, 'thumb.jpg') },
    '/bytes',
  );
  try {
    await load({ name: 'warm-up', url: `${bare.url}/bytes`, seconds: 2 });
    const bareBytes = await load({
      name: `bare route, the same ${thumbnail.length} bytes from memory`,
      url: `${bare.url}/bytes`,
      seconds,
    });
    const served = await load({
      name: 'GET /api/files/{id}/thumbnail',
      url: `${server.url}/api/files/${fileId}/thumbnail`,
      headers,
      seconds,
    });
    loads.push(
      { result: bareBytes, ratio: '1.00' },
      { result: served, ratio: (served.requestsPerSecond / Math.max(bareBytes.requestsPerSecond, 1)).toFixed(2) },
    );
  } finally {
    await bare.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  into.loads.push(...loads);
  into.lines.push(...lines);
  return into;
}

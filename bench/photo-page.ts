import sharp from 'sharp';
import { existsSync } from 'node:fs';
import { lighthouseTable, measureWithLighthouse } from './lighthouse';

// Issue 47, measured: a work order's page with 50 photos, as a phone on slow 4G opens it (Lighthouse):
// the grid loads thumbnails only, so what crosses the wire stays near one screen's worth.

const PHOTOS = 50;

/** A phone-sized JPEG (2 000 × 1 500) with grain, different bytes each time. */
async function phonePhoto(n: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: { r: 90 + (n % 60), g: 110, b: 80 },
      noise: { type: 'gaussian', mean: 110, sigma: 30 },
    },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function newJob(url: string, token: string): Promise<string> {
  const answer = await fetch(`${url}/api/workorders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: '50 bilder',
      customerNumber: 'K-1',
      vehicleCategory: 'Traktor',
      workCategory: 'Service',
    }),
  });
  return ((await answer.json()) as { id: string }).id;
}

async function uploadPhoto(url: string, token: string, jobId: string, bytes: Buffer, n: number): Promise<void> {
  const form = new FormData();
  form.set('entity', 'workOrder');
  form.set('entityId', jobId);
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `IMG_${1000 + n}.JPG`);
  const answer = await fetch(`${url}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (answer.status !== 201) throw new Error(`POST /api/files: ${answer.status} ${await answer.text()}`);
}

/** Lines for the report: the upload of 50 photos to one job, then Lighthouse on that job's page. */
export async function photoPageFigures(url: string, token: string): Promise<string[]> {
  const jobId = await newJob(url, token);
  const started = Date.now();
  for (let n = 0; n < PHOTOS; n += 1) await uploadPhoto(url, token, jobId, await phonePhoto(n), n);
  const lines = [
    `- ${PHOTOS} photos of 3 MP uploaded one after another to one work order in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  ];
  if (!existsSync('/usr/bin/chromium')) return [...lines, '- Lighthouse: no /usr/bin/chromium here'];
  // The same page without photos beside it: what the photos add, not what the work order page costs.
  const bareJobId = await newJob(url, token);
  const figures = await measureWithLighthouse(
    url,
    [
      { path: `/WorkOrders/${bareJobId}`, loggedIn: true },
      { path: `/WorkOrders/${jobId}`, loggedIn: true },
    ],
    token,
  );
  return [
    ...lines,
    '',
    `Lighthouse, mobile, median of 3, a work order without photos, then one with ${PHOTOS} photos:`,
    '',
    lighthouseTable(figures),
  ];
}

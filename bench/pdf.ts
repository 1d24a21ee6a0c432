import renderPdf from '../src/server/pdf-worker';
import type { InvoiceDocument } from '../src/server/invoices/document';
import { load, type LoadResult } from './load';

/** An invoice of `lines` lines, laid out in this process, as the PDF threads lay it out. */
function invoice(lines: number): InvoiceDocument {
  return {
    isCredit: false,
    title: 'Faktura',
    number: 'F2026110001',
    seller: {
      name: 'Svenssons Maskinservice AB',
      contactLines: ['Industrivägen 4', '972 31 Luleå', 'Org.nr 556036-0793'],
    },
    missingSellerDetails: [],
    facts: [
      ['Fakturanummer', 'F2026110001'],
      ['Fakturadatum', '2026-11-22'],
      ['Förfallodatum', '2026-12-22'],
      ['OCR-nummer', '2026110001'],
    ],
    buyer: { name: 'Åkeri Nord AB', address: 'Storgatan 1\n972 31 Luleå', email: 'ekonomi@akerinord.se' },
    creditReference: null,
    lines: Array.from({ length: lines }, (_, index) => ({
      description: `Hydraulslang ${index + 1}`,
      quantity: '2',
      unitPrice: '1 173,75',
      amount: '2 347,50',
    })),
    totals: [
      { label: 'Summa exkl. moms', amount: '2 347,50 kr', isStrong: false },
      { label: 'Att betala', amount: '2 934,00 kr', isStrong: true },
    ],
    paymentLines: ['Bankgiro: 5050-1055', 'OCR-nummer: 2026110001 (ange vid betalning)'],
    payTo: ['Bankgiro: 5050-1055', 'OCR-nummer: 2026110001 (ange vid betalning)'],
    mark: null,
    settled: null,
    notes: '',
    identity: ['Svenssons Maskinservice AB', 'Org.nr 556036-0793'],
  };
}

/** CPU milliseconds (this process, all threads) per PDF, median of `runs` after warming up. */
export async function pdfCpuMilliseconds(lines: number, runs = 30): Promise<number> {
  const document = invoice(lines);
  for (let index = 0; index < 5; index++) await renderPdf({ kind: 'invoice', document });
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const before = process.cpuUsage();
    await renderPdf({ kind: 'invoice', document });
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}

/** Creates an invoice of `lines` lines through the API and gives its PDF's URL. */
export async function invoicePdfUrl(baseUrl: string, token: string, lines: number): Promise<string> {
  const workOrder = await fetch(`${baseUrl}/api/workorders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Byte av hydraulslangar',
      customerNumber: 'K-1',
      vehicleCategory: 'Grävmaskin',
      workCategory: 'Reparation',
    }),
  });
  if (!workOrder.ok) throw new Error(`could not create the work order: ${workOrder.status} ${await workOrder.text()}`);
  const { id: workOrderId } = (await workOrder.json()) as { id: string };
  const response = await fetch(`${baseUrl}/api/invoice`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      customerName: 'Åkeri Nord AB',
      customerEmail: 'ekonomi@akerinord.se',
      customerAddress: 'Storgatan 1, 972 31 Luleå',
      workOrderId,
      items: Array.from({ length: lines }, (_, index) => ({
        description: `Hydraulslang ${index + 1}`,
        quantity: 2,
        price: 1173.75,
      })),
    }),
  });
  if (!response.ok) throw new Error(`could not create the invoice: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  return `${baseUrl}/api/invoice/${id}/pdf`;
}

/** The list's latency alone, then while two clients keep downloading a PDF, in the same run. */
export async function listDuringPdfDownloads(
  listUrl: string,
  listToken: string,
  pdfUrl: string,
  pdfToken: string,
  seconds: number,
): Promise<{ alone: LoadResult; during: LoadResult; pdfs: LoadResult }> {
  const headers = { authorization: `Bearer ${listToken}` };
  const alone = await load({
    name: 'GET /api/workorders?limit=50, 8 clients',
    url: listUrl,
    headers,
    connections: 8,
    seconds,
  });
  const [during, pdfs] = await Promise.all([
    load({
      name: 'GET /api/workorders?limit=50, 8 clients, while 2 download PDFs',
      url: listUrl,
      headers,
      connections: 8,
      seconds,
    }),
    load({
      name: 'GET /api/invoice/{id}/pdf, 2 clients',
      url: pdfUrl,
      headers: { authorization: `Bearer ${pdfToken}` },
      connections: 2,
      seconds,
    }),
  ]);
  return { alone, during, pdfs };
}

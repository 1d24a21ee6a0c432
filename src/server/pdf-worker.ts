import type { InvoiceDocument } from './invoices/document';
import { renderInvoicePdf } from './invoices/pdf';
import type { ServiceBook } from './service-history/service-book';
import { renderServiceBookPdf } from './service-history/service-book-pdf';
import type { LedgerDocument } from './staff-ledger/ledger-document';
import { renderLedgerPdf } from './staff-ledger/ledger-pdf';
import { renderExtractPdf, type ExtractDocument } from './export/extract-pdf';
import { renderQuotePdf, type QuoteDocument } from './quotes/quote-pdf';
import { renderApprovalPdf, type ApprovalDocument } from './quotes/approval-pdf';

/** A document to lay out, as the features hand it over: plain data, copied into the worker thread. */
export type PdfJob =
  | { kind: 'invoice'; document: InvoiceDocument }
  | { kind: 'service-book'; document: ServiceBook }
  | { kind: 'staff-ledger'; document: LedgerDocument }
  | { kind: 'customer-extract'; document: ExtractDocument }
  | { kind: 'quote'; document: QuoteDocument }
  | { kind: 'quote-approval'; document: ApprovalDocument };

/** The entry of the PDF threads (pdf/render-pool.ts): like app.ts it knows the features whose documents it draws. */
export default async function renderPdf(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'invoice':
      return renderInvoicePdf(job.document);
    case 'service-book':
      return renderServiceBookPdf(job.document);
    case 'staff-ledger':
      return renderLedgerPdf(job.document);
    case 'customer-extract':
      return renderExtractPdf(job.document);
    case 'quote':
      return renderQuotePdf(job.document);
    case 'quote-approval':
      return renderApprovalPdf(job.document);
  }
}

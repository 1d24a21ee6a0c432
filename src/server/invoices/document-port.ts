// What the export takes of an invoice's document: the archive holds each invoice's PDF as the customer
// got it, so export reads the same document the invoice routes render (docs/decisions/042). The
// document itself stays invoices' own (document.ts); this file is the one door to it from outside.
export { loadInvoiceDocument, type InvoiceDocument, type RenderInvoicePdf } from './document';

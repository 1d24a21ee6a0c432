import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invoice } from '../../../shared/invoices';
import { messages } from '../../../shared/messages';
import { Card } from '../../ui/card';
import { useIsCompact } from '../../lib/use-media-query';
import { downloadInvoicePdf } from './api/download-invoice-pdf';
import { downloadInvoicePeppol } from './api/download-invoice-peppol';
import { Alert } from '../../ui/alert';
import { invoicesOfQuery } from './api/list-invoices';
import { InvoiceList } from './invoice-list';

/** Some invoices (a customer's, a work order's) as a section of another page; each can be downloaded. */
export function InvoicesOf({ owner, emptyText }: { owner: Parameters<typeof invoicesOfQuery>[0]; emptyText: string }) {
  const isCompact = useIsCompact();
  const { data } = useQuery(invoicesOfQuery(owner));
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (invoice: Invoice, as: 'pdf' | 'peppol') => {
    setError(null);
    setDownloadingId(as === 'pdf' ? invoice.id : `${invoice.id}:peppol`);
    await (as === 'pdf' ? downloadInvoicePdf(invoice) : downloadInvoicePeppol(invoice)).catch((caught: unknown) =>
      setError(caught instanceof Error ? caught.message : messages.unknownError),
    );
    setDownloadingId(null);
  };
  return (
    <Card title="Fakturor" isEmpty={data?.items.length === 0} emptyText={error ?? emptyText}>
      {error && data && data.items.length > 0 && <Alert severity="error">{error}</Alert>}
      {data && (
        <InvoiceList
          invoices={data.items}
          isCompact={isCompact}
          onDownload={(invoice) => download(invoice, 'pdf')}
          onDownloadPeppol={(invoice) => download(invoice, 'peppol')}
          downloadingId={downloadingId}
        />
      )}
    </Card>
  );
}

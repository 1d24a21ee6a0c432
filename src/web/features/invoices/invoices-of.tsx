import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invoice } from '../../../shared/invoices';
import { messages } from '../../../shared/messages';
import { Card } from '../../ui/card';
import { useIsCompact } from '../../lib/use-media-query';
import { downloadInvoicePdf } from './api/download-invoice-pdf';
import { invoicesOfQuery } from './api/list-invoices';
import { InvoiceList } from './invoice-list';

/** Some invoices (a customer's, a work order's) as a section of another page; each can be downloaded. */
export function InvoicesOf({ owner, emptyText }: { owner: Parameters<typeof invoicesOfQuery>[0]; emptyText: string }) {
  const isCompact = useIsCompact();
  const { data } = useQuery(invoicesOfQuery(owner));
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (invoice: Invoice) => {
    setDownloadingId(invoice.id);
    await downloadInvoicePdf(invoice.id).catch((caught: unknown) => setError(caught instanceof Error ? caught.message : messages.unknownError));
    setDownloadingId(null);
  };
  return (
    <Card title="Fakturor" isEmpty={data?.items.length === 0} emptyText={error ?? emptyText}>
      {data && <InvoiceList invoices={data.items} isCompact={isCompact} onDownload={download} downloadingId={downloadingId} />}
    </Card>
  );
}

import { useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Invoice } from '../../../shared/invoices';
import { messages } from '../../../shared/messages';
import { SectionCard } from '../../components/section-card';
import { downloadInvoicePdf } from './api/download-invoice-pdf';
import { invoicesOfWorkOrderQuery } from './api/list-invoices';
import { InvoiceList } from './invoice-list';

/** A work order's invoices, for its page (composed there by the app shell); each can be downloaded. */
export default function InvoicesOfWorkOrder({ workOrderId }: { workOrderId: string }) {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'));
  const { data } = useQuery(invoicesOfWorkOrderQuery(workOrderId));
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (invoice: Invoice) => {
    setDownloadingId(invoice.id);
    await downloadInvoicePdf(invoice.id).catch((caught: unknown) => setError(caught instanceof Error ? caught.message : messages.unknownError));
    setDownloadingId(null);
  };
  return (
    <SectionCard title="Fakturor" isEmpty={data?.items.length === 0} emptyText={error ?? 'Arbetsordern är inte fakturerad ännu.'}>
      {data && <InvoiceList invoices={data.items} isCompact={isCompact} onDownload={download} downloadingId={downloadingId} />}
    </SectionCard>
  );
}

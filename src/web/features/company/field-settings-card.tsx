import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { storageText } from '../../../shared/file-texts';
import type { FileUsage } from '../../../shared/files';
import { Card } from '../../ui/card';
import { CheckboxField } from '../../ui/checkbox-field';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { Text } from '../../ui/text';
import { apiJson } from '../../lib/api-client';
import { useMay } from '../../session/role';
import { useCompany } from './api/get-company';
import { useSaveCompany } from './api/save-company';

/** GET /files/usage (owner): the workshop's stored files against its quota. */
function useFileUsage(isOwner: boolean) {
  return useQuery({
    queryKey: ['files', 'usage'],
    queryFn: ({ signal }) => apiJson<FileUsage>('/files/usage', { signal }),
    enabled: isOwner,
  });
}

/**
 * *Bilder och signaturer* in Inställningar (FIELD.md decisions 2 and 5): how much of the storage the
 * files use (the owner's), and whether the invoice prints the customer's signature.
 */
export default function FieldSettingsCard() {
  const isOwner = useMay('owner');
  const { data: usage } = useFileUsage(isOwner);
  const { data: company } = useCompany();
  const save = useSaveCompany();
  const [notice, setNotice] = useState<Notice | null>(null);
  const turn = async (showSignatureOnInvoice: boolean) => {
    if (!company) return;
    try {
      await save.mutateAsync({ ...company, showSignatureOnInvoice });
      setNotice({ severity: 'success', text: 'Inställningen är sparad.' });
    } catch (caught) {
      setNotice({ severity: 'error', text: caught instanceof Error ? caught.message : 'Det gick inte att spara.' });
    }
  };
  return (
    <Card title="Bilder och signaturer" icon="photoCamera">
      {usage && (
        <Text>
          {`Lagrade filer: ${storageText(usage.bytes)} av ${storageText(usage.quotaBytes)} (${usage.files.toLocaleString('sv-SE')} filer)`}
        </Text>
      )}
      {usage && <progress max={usage.quotaBytes} value={usage.bytes} aria-label="Använt lagringsutrymme för filer" />}
      <CheckboxField
        label="Visa kundens signatur på fakturan"
        checked={company?.showSignatureOnInvoice ?? false}
        disabled={!company || save.isPending}
        onChange={(checked) => void turn(checked)}
      />
      <Text tone="muted">
        Fakturan får raden ”Arbetet godkänt av {'{namn}'} {'{datum}'}” när arbetsordern är signerad.
      </Text>
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </Card>
  );
}

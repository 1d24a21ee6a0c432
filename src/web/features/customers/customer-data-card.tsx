import { useState } from 'react';
import type { Customer, ErasedCustomer } from '../../../shared/customers';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog, NoticeSnackbar, type Notice } from '../../ui/feedback';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { FactList } from '../../ui/fact-list';
import { downloadExtract } from './api/download-extract';
import { useEraseCustomer } from './api/erase-customer';
import { roleMay } from '../../../shared/roles';
import { useSession } from '../../session/session-context';

/**
 * 'Kundens personuppgifter' (DATA.md decision 5): the register extract for the office, and erasure for
 * the owner, after a confirmation that says what goes and what the law keeps.
 */
export default function CustomerDataCard({ customer }: { customer: Customer }) {
  const { user } = useSession();
  const erase = useEraseCustomer();
  const [isConfirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState<'pdf' | 'json' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [erasure, setErasure] = useState<ErasedCustomer['erasure'] | null>(null);
  const download = async (format: 'pdf' | 'json') => {
    setDownloading(format);
    try {
      await downloadExtract(customer, format);
    } catch (caught) {
      setNotice({
        severity: 'error',
        text: caught instanceof Error && caught.message ? caught.message : messages.unknownError,
      });
    } finally {
      setDownloading(null);
    }
  };
  // The server decides too: a mechanic gets 403 for the extract, anyone but an owner for erasure.
  if (!user || !roleMay(user.role, 'office')) return null;
  const mayErase = user.role === 'owner';
  const isErased = customer.name === messages.erasedCustomerName && customer.email === null && customer.phone === null;
  return (
    <Card title="Personuppgifter" icon="badgeOutlined">
      <Stack gap={2}>
        <Text tone="muted" size="small">
          Kunden har rätt att få veta vad ni har sparat om dem (registerutdrag) och att få sina personuppgifter
          raderade. Utfärdade fakturor sparas ändå i sju år enligt bokföringslagen.
        </Text>
        {isErased && <Alert severity="info">{messages.customerErased}</Alert>}
        {erasure && (
          <Stack gap={1}>
            <Text isStrong size="small">
              Raderat
            </Text>
            <FactList
              facts={erasure.erased.map((item) => [item.what, item.count === 1 ? '1 post' : `${item.count} poster`])}
            />
            <Text isStrong size="small">
              Sparat, och varför
            </Text>
            <FactList facts={erasure.kept.map((item) => [item.what, item.why])} />
          </Stack>
        )}
        <Stack direction="row" gap={1} isWrapping>
          <Button
            icon="pictureAsPdfOutlined"
            variant="outlined"
            isBusy={downloading === 'pdf'}
            onClick={() => void download('pdf')}
          >
            Registerutdrag (PDF)
          </Button>
          <Button icon="code" variant="outlined" isBusy={downloading === 'json'} onClick={() => void download('json')}>
            Registerutdrag (JSON)
          </Button>
          {mayErase && !isErased && (
            <Button icon="deleteOutline" variant="text" onClick={() => setConfirming(true)}>
              Radera personuppgifter
            </Button>
          )}
        </Stack>
      </Stack>
      {isConfirming && (
        <ConfirmDialog
          open
          title="Radera personuppgifter?"
          text={`${customer.name} blir ”Borttagen kund”: kontaktperson, e-post, telefon, adress, anteckningar och en privatpersons personnummer raderas och går inte att få tillbaka. Maskiner, arbetsordrar och tid ligger kvar på kunden, men det som nämner personen i dem, i ändringshistoriken, i sparade mejl och i bankens betalningsuppgifter raderas. Utfärdade fakturor behåller uppgifterna de skickades med, eftersom bokföringslagen kräver att de sparas i sju år.`}
          confirmLabel="Radera"
          isWorking={erase.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            erase.mutate(customer.id, {
              onSuccess: (answer) => {
                setErasure(answer.erasure);
                setNotice({ severity: 'success', text: messages.customerErased });
              },
              onError: (error) => setNotice({ severity: 'error', text: error.message || messages.unknownError }),
              onSettled: () => setConfirming(false),
            })
          }
        />
      )}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </Card>
  );
}

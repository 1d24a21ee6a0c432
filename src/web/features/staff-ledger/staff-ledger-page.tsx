import { useState } from 'react';
import { addDays, swedishDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { Button, IconButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { FactList } from '../../ui/fact-list';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { TextField } from '../../ui/mui/text-field';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { useMay } from '../../session/role';
import { useCheckOut } from './api/check-out';
import { downloadLedgerPdf } from './api/download-ledger-pdf';
import { useLedger } from './api/ledger';
import { usePresent } from './api/present';
import { CheckInSomeoneDialog } from './check-in-someone-dialog';
import { CorrectionDialog } from './correction-dialog';
import { ExemptionCard } from './exemption-card';
import { LedgerEntries } from './ledger-entries';
import type { LedgerEntry } from '../../../shared/staff-ledger';
import { PeriodRow } from '../../ui/period-row';

const errorText = (caught: unknown) =>
  caught instanceof Error && caught.message ? caught.message : messages.unknownError;

/**
 * "Kontrollvy": what Skatteverket's inspector asks to see at once — the business, who is checked in
 * now with name and personnummer, and the ledger of any day with its corrections (docs/team.md 10).
 */
export default function StaffLedgerPage() {
  const isOffice = useMay('office');
  const isOwner = useMay('owner');
  const present = usePresent();
  const [day, setDay] = useState(swedishDate());
  const ledger = useLedger(day, day);
  const checkOut = useCheckOut();
  const [isCheckingIn, setCheckingIn] = useState(false);
  const [correcting, setCorrecting] = useState<LedgerEntry | null>(null);
  const [isPrinting, setPrinting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const checkOutOf = async (entry: LedgerEntry) => {
    try {
      await checkOut.mutateAsync({ entryId: entry.id });
      setNotice({ severity: 'success', text: `${entry.name} är utstämplad.` });
    } catch (caught) {
      setNotice({ severity: 'error', text: errorText(caught) });
    }
  };
  const print = async () => {
    setPrinting(true);
    try {
      await downloadLedgerPdf(day, day);
    } catch (caught) {
      setNotice({ severity: 'error', text: errorText(caught) });
    } finally {
      setPrinting(false);
    }
  };
  const business = present.data?.business;

  return (
    <>
      <PageHeader
        title="Kontrollvy"
        subtitle="Personalliggare"
        actions={
          isOffice && (
            <Button variant="primary" icon="login" onClick={() => setCheckingIn(true)}>
              Stämpla in någon
            </Button>
          )
        }
      />
      {present.isPending ? (
        <Skeleton height={200} />
      ) : present.isError ? (
        <Alert severity="error">Kunde inte hämta personalliggaren.</Alert>
      ) : (
        <Stack gap={2}>
          <Card title="Verksamhet" icon="badgeOutlined">
            <FactList
              facts={[
                ['Namn', business?.name || 'Namn saknas'],
                ['Org.nr', business?.orgNumber || 'Saknas – ange det under Företagsuppgifter'],
              ]}
            />
            {present.data.exempt && (
              <Alert severity="info">
                Verksamheten är undantagen från personalliggare
                {present.data.note ? `: ${present.data.note}` : '.'}
              </Alert>
            )}
            {!present.data.exempt && !present.data.required && (
              <Text tone="muted" size="small">
                Personalliggaren krävs när verkstaden har fler än en medarbetare.
              </Text>
            )}
          </Card>
          <Card
            title={`Instämplade nu (${present.data.present.length})`}
            icon="login"
            isEmpty={present.data.present.length === 0}
            emptyText="Ingen är instämplad just nu."
          >
            <LedgerEntries
              entries={present.data.present}
              label="Instämplade nu"
              actionsOf={
                isOffice
                  ? (entry) => [
                      {
                        title: 'Stämpla ut',
                        label: `Stämpla ut ${entry.name}`,
                        icon: 'logout',
                        onClick: () => void checkOutOf(entry),
                        isBusy: checkOut.isPending,
                      },
                    ]
                  : undefined
              }
            />
          </Card>
          <Card
            title={isOffice ? 'Personalliggaren' : 'Dina pass'}
            icon="history"
            action={
              isOffice && (
                <Button icon="pictureAsPdfOutlined" isBusy={isPrinting} onClick={() => void print()}>
                  Skriv ut
                </Button>
              )
            }
          >
            <Stack gap={1.5}>
              <PeriodRow>
                <IconButton icon="chevronLeft" label="Föregående dag" onClick={() => setDay(addDays(day, -1))} />
                <TextField
                  label="Dag"
                  type="date"
                  size="small"
                  value={day}
                  onChange={(value) => value && setDay(value)}
                  isFullWidth={false}
                />
                <IconButton
                  icon="chevronRight"
                  label="Nästa dag"
                  onClick={() => setDay(addDays(day, 1))}
                  disabled={day >= swedishDate()}
                />
              </PeriodRow>
              {ledger.isPending ? (
                <Skeleton height={80} />
              ) : ledger.isError ? (
                <Alert severity="error">Kunde inte hämta personalliggaren för dagen.</Alert>
              ) : ledger.data.length === 0 ? (
                <Text tone="muted">Inga pass den dagen.</Text>
              ) : (
                <LedgerEntries
                  entries={ledger.data}
                  label={`Personalliggaren ${day}`}
                  actionsOf={
                    isOffice
                      ? (entry) => [
                          {
                            title: 'Rätta',
                            label: `Rätta passet för ${entry.name}`,
                            icon: 'editOutlined',
                            onClick: () => setCorrecting(entry),
                          },
                        ]
                      : undefined
                  }
                />
              )}
            </Stack>
          </Card>
          {isOwner && (
            <ExemptionCard present={present.data} onSaved={(text) => setNotice({ severity: 'success', text })} />
          )}
        </Stack>
      )}
      {isCheckingIn && (
        <CheckInSomeoneDialog
          presentUserIds={(present.data?.present ?? []).flatMap((entry) => (entry.userId ? [entry.userId] : []))}
          onClose={() => setCheckingIn(false)}
          onDone={(text) => {
            setCheckingIn(false);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {correcting && (
        <CorrectionDialog
          entry={correcting}
          onClose={() => setCorrecting(null)}
          onDone={(text) => {
            setCorrecting(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { HISTORY_PAGE_SIZE, MAX_HISTORY_PAGE_SIZE, type Machine } from '../../../shared/machines';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { BackLink } from '../../ui/back-link';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { DetailItem } from '../../ui/detail-item';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { FieldGrid } from '../../ui/field-grid';
import { PageColumns } from '../../ui/page-columns';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { downloadServiceBook } from './api/download-service-book';
import { useMachineHistory } from './api/get-machine-history';
import { MachineDialog } from './machine-dialog';
import { machineName } from './machine-list';
import { MachineTimeline } from './machine-timeline';
import { MeterCard } from './meter-card';
import { MeterReadingsCard } from './meter-readings-card';

interface Props {
  /** The machine's service plan, from the feature that owns it (composed by the app). */
  plan?(machine: Machine): ReactNode;
  /** The assistant's summary of the machine's history (when drafts are on), composed by the app. */
  summary?(machine: Machine): ReactNode;
  /** Bilder och filer (FIELD.md decision 1), composed by the app. */
  files?(machine: Machine): ReactNode;
}

/** A machine's page: details, meter with a quick new reading and its chart, its service plan, history, and the service book. */
export default function MachinePage({ plan, summary, files }: Props) {
  const { id } = useParams();
  const navigate = useNavigate();
  const [historyLimit, setHistoryLimit] = useState(HISTORY_PAGE_SIZE);
  const { data: history, error, isPending } = useMachineHistory(id, historyLimit);
  const [isEditing, setEditing] = useState(false);
  const [isDownloading, setDownloading] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const machine = history?.machine;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadServiceBook(id!);
    } catch (caught) {
      setNotice({
        severity: 'error',
        text: caught instanceof Error ? caught.message : messages.unknownError,
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <BackLink to="/machines">Maskiner</BackLink>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <Skeleton height={200} />}
      {history && machine && (
        <>
          <PageHeader
            title={machineName(machine)}
            subtitle={
              <>
                {[machine.category, machine.registrationNumber].filter(Boolean).join(' · ')} ·{' '}
                <Link to={`/customers/${machine.customerId}`}>{machine.customerName}</Link>
              </>
            }
            actions={
              <>
                <Button icon="editOutlined" onClick={() => setEditing(true)}>
                  Redigera
                </Button>
                <Button icon="menuBookOutlined" isBusy={isDownloading} onClick={() => void download()}>
                  Ladda ner servicebok
                </Button>
                <Button
                  variant="primary"
                  icon="add"
                  onClick={() => void navigate(`/WorkOrders?machineId=${machine.id}`)}
                >
                  Ny arbetsorder
                </Button>
              </>
            }
          />
          <PageColumns columns="2fr 3fr">
            <Stack gap={3}>
              <MeterCard
                machine={machine}
                readings={history.meterReadings}
                onSaved={(text) => setNotice({ severity: 'success', text })}
              />
              <MeterReadingsCard machine={machine} readings={history.meterReadings} onNotice={setNotice} />
              <Card>
                <FieldGrid phoneColumns="1fr 1fr">
                  <DetailItem label="Årsmodell" value={machine.year} />
                  <DetailItem label="Serienummer" value={machine.serialNumber} isWideOnPhone />
                  <DetailItem label="Registreringsnummer" value={machine.registrationNumber} />
                  <DetailItem label="Eget maskinnummer" value={machine.unitNumber} />
                  <DetailItem label="Anteckningar" value={machine.notes} isWideOnPhone />
                </FieldGrid>
              </Card>
            </Stack>
            <Stack gap={3}>
              {plan?.(machine)}
              {summary?.(machine)}
              {files?.(machine)}
              <MachineTimeline
                history={history}
                onShowMore={() =>
                  setHistoryLimit((limit) => Math.min(limit + HISTORY_PAGE_SIZE, MAX_HISTORY_PAGE_SIZE))
                }
              />
            </Stack>
          </PageColumns>
          {isEditing && (
            <MachineDialog
              machine={machine}
              onClose={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                setNotice({ severity: 'success', text: 'Maskinen har uppdaterats.' });
              }}
            />
          )}
        </>
      )}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </>
  );
}

import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import { Alert, Box, Button, Card, CardContent, Link, Skeleton } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { HISTORY_PAGE_SIZE, MAX_HISTORY_PAGE_SIZE, type Machine } from '../../../shared/machines';
import { messages } from '../../../shared/messages';
import { NoticeSnackbar, type Notice } from '../../components/notice-snackbar';
import { DetailItem } from '../../components/detail-item';
import { PageHeader } from '../../components/page-header';
import { downloadServiceBook } from './api/download-service-book';
import { useMachineHistory } from './api/get-machine-history';
import { MachineDialog } from './machine-dialog';
import { machineName } from './machine-list';
import { MachineTimeline } from './machine-timeline';
import { MeterCard } from './meter-card';

interface Props {
  /** The machine's service plan, from the feature that owns it (composed by the app). */
  plan?(machine: Machine): ReactNode;
}

/** A machine's page: details, meter with a quick new reading and its chart, its service plan, history, and the service book. */
export default function MachinePage({ plan }: Props) {
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
      setNotice({ severity: 'error', text: caught instanceof Error ? caught.message : messages.unknownError });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <Button component={RouterLink} to="/machines" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Maskiner
      </Button>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <Skeleton variant="rounded" height={200} />}
      {history && machine && (
        <>
          <PageHeader
            title={machineName(machine)}
            subtitle={
              <>
                {[machine.category, machine.registrationNumber].filter(Boolean).join(' · ')} ·{' '}
                <Link component={RouterLink} to={`/customers/${machine.customerId}`}>
                  {machine.customerName}
                </Link>
              </>
            }
            actions={
              <>
                <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                  Redigera
                </Button>
                <Button variant="outlined" startIcon={<MenuBook />} loading={isDownloading} onClick={() => void download()}>
                  Ladda ner servicebok
                </Button>
                <Button variant="contained" startIcon={<Add />} onClick={() => void navigate(`/WorkOrders?machineId=${machine.id}`)}>
                  Ny arbetsorder
                </Button>
              </>
            }
          />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { lg: '2fr 3fr' }, alignItems: 'start' }}>
            <Box sx={{ display: 'grid', gap: 3 }}>
              <MeterCard machine={machine} readings={history.meterReadings} onSaved={(text) => setNotice({ severity: 'success', text })} />
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
                  <DetailItem label="Årsmodell" value={machine.year} />
                  <DetailItem label="Serienummer" value={machine.serialNumber} />
                  <DetailItem label="Registreringsnummer" value={machine.registrationNumber} />
                  <DetailItem label="Eget maskinnummer" value={machine.unitNumber} />
                  <DetailItem label="Anteckningar" value={machine.notes} />
                </CardContent>
              </Card>
            </Box>
            <Box sx={{ display: 'grid', gap: 3 }}>
              {plan?.(machine)}
              <MachineTimeline history={history} onShowMore={() => setHistoryLimit((limit) => Math.min(limit + HISTORY_PAGE_SIZE, MAX_HISTORY_PAGE_SIZE))} />
            </Box>
          </Box>
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
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

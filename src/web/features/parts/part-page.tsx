import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import Tune from '@mui/icons-material/Tune';
import Undo from '@mui/icons-material/Undo';
import { Alert, Box, Button, Card, CardContent, Pagination, Skeleton, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { formatQuantity, MOVEMENT_TYPE_LABELS, type Part } from '../../../shared/parts';
import { DetailItem } from '../../components/detail-item';
import { NoticeSnackbar, type Notice } from '../../components/notice-snackbar';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { formatKronor } from '../../lib/format';
import { usePart } from './api/get-part';
import { useMovements } from './api/list-movements';
import { LowStockChip } from './low-stock-chip';
import { MovementDialog, type BookedType } from './movement-dialog';
import { MovementList } from './movement-list';
import { PartDialog } from './part-dialog';

const PAGE_SIZE = 25;
const BOOKINGS: Array<[BookedType, ReactNode]> = [
  ['receipt', <LocalShipping key="receipt" />],
  ['count', <FactCheck key="count" />],
  ['adjustment', <Tune key="adjustment" />],
  ['return', <Undo key="return" />],
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </Box>
  );
}

function Ledger({ part }: { part: Part }) {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'));
  const [page, setPage] = useState(0);
  const { data, error } = useMovements(part.id, PAGE_SIZE, page * PAGE_SIZE);
  return (
    <SectionCard title="Lagerrörelser" isEmpty={data?.total === 0} emptyText="Inga lagerrörelser ännu. Boka en inleverans när delarna kommer.">
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Skeleton variant="rounded" height={160} />}
      {data && <MovementList movements={data.items} unit={part.unit} isCompact={isCompact} />}
      {data && data.total > PAGE_SIZE && (
        <Pagination sx={{ mt: 2 }} count={Math.ceil(data.total / PAGE_SIZE)} page={page + 1} onChange={(_event, next) => setPage(next - 1)} />
      )}
    </SectionCard>
  );
}

/** A part's page: its stock, the four bookings (large, for a phone in the store room) and its ledger. */
export default function PartPage() {
  const { id } = useParams();
  const { data: part, error, isPending } = usePart(id);
  const [booking, setBooking] = useState<BookedType | null>(null);
  const [isEditing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <>
      <Button component={RouterLink} to="/parts" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Lager
      </Button>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <Skeleton variant="rounded" height={200} />}
      {part && (
        <>
          <PageHeader
            title={part.name}
            subtitle={[part.partNumber, part.location ? `Hylla ${part.location}` : '', part.supplier].filter(Boolean).join(' · ')}
            actions={
              <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                Redigera
              </Button>
            }
          />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { lg: '2fr 3fr' }, alignItems: 'start' }}>
            <Box sx={{ display: 'grid', gap: 3 }}>
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 2 }}>
                  {part.stocked ? (
                    <>
                      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 1fr)' }}>
                        <Figure label="I lager" value={formatQuantity(part.onHand, part.unit)} />
                        <Figure label="Reserverat" value={formatQuantity(part.reserved, part.unit)} />
                        <Figure label="Tillgängligt" value={formatQuantity(part.available, part.unit)} />
                      </Box>
                      {part.isLow && (
                        <Box sx={{ justifySelf: 'start' }}>
                          <LowStockChip part={part} />
                        </Box>
                      )}
                      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
                        {BOOKINGS.map(([type, icon]) => (
                          <Button
                            key={type}
                            variant={type === 'receipt' ? 'contained' : 'outlined'}
                            size="large"
                            startIcon={icon}
                            onClick={() => setBooking(type)}
                            sx={{ py: 1.5 }}
                          >
                            {MOVEMENT_TYPE_LABELS[type]}
                          </Button>
                        ))}
                      </Box>
                    </>
                  ) : (
                    <Alert severity="info">Artikeln lagerförs inte: den beställs per jobb och räknas inte i lagret.</Alert>
                  )}
                </CardContent>
              </Card>
              <Card variant="outlined">
                <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
                  <DetailItem label="Försäljningspris" value={formatKronor(part.salePrice)} />
                  <DetailItem label="Inköpspris" value={part.purchasePrice === null ? null : formatKronor(part.purchasePrice)} />
                  <DetailItem label="Genomsnittligt inköpspris" value={part.averageCost === null ? null : formatKronor(part.averageCost)} />
                  <DetailItem label="Beställningspunkt" value={part.reorderPoint === null ? null : formatQuantity(part.reorderPoint, part.unit)} />
                </CardContent>
              </Card>
            </Box>
            <Ledger part={part} />
          </Box>
          {booking && (
            <MovementDialog
              part={part}
              type={booking}
              onClose={() => setBooking(null)}
              onSaved={(text) => {
                setBooking(null);
                setNotice({ severity: 'success', text });
              }}
            />
          )}
          {isEditing && (
            <PartDialog
              part={part}
              onClose={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                setNotice({ severity: 'success', text: 'Artikeln har uppdaterats.' });
              }}
            />
          )}
        </>
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

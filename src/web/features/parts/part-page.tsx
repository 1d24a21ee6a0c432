import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { formatQuantity, MOVEMENT_TYPE_LABELS, type Part } from '../../../shared/parts';
import { Alert } from '../../ui/alert';
import { BackLink } from '../../ui/back-link';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { DetailItem } from '../../ui/detail-item';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { FieldGrid } from '../../ui/field-grid';
import { Figure } from '../../ui/figure';
import type { IconName } from '../../ui/icon';
import { Pagination } from '../../ui/list-panel';
import { PageColumns } from '../../ui/page-columns';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { formatKronor } from '../../lib/format';
import { useIsCompact } from '../../lib/use-media-query';
import { usePart } from './api/get-part';
import { useMovements } from './api/list-movements';
import { LowStockChip } from './low-stock-chip';
import { MovementDialog, type BookedType } from './movement-dialog';
import { MovementList } from './movement-list';
import { PartDialog } from './part-dialog';
import { useMay } from '../../session/role';

const PAGE_SIZE = 25;
const BOOKINGS: Array<[BookedType, IconName]> = [
  ['receipt', 'localShippingOutlined'],
  ['count', 'factCheckOutlined'],
  ['adjustment', 'tune'],
  ['return', 'undo'],
];

function Ledger({ part }: { part: Part }) {
  const isCompact = useIsCompact();
  const [page, setPage] = useState(0);
  const { data, error } = useMovements(part.id, PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Card
      title="Lagerrörelser"
      isEmpty={data?.total === 0}
      emptyText="Inga lagerrörelser ännu. Boka en inleverans när delarna kommer."
    >
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Skeleton height={160} />}
      {data && <MovementList movements={data.items} unit={part.unit} isCompact={isCompact} />}
      {data && data.total > PAGE_SIZE && (
        <Pagination total={data.total} pageIndex={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
      )}
    </Card>
  );
}

/** A part's page: its stock, the four bookings (large, for a phone in the store room) and its ledger. */
/** `files`: Bilder och filer (FIELD.md decision 1), composed by the app. */
export default function PartPage({ files }: { files?: (part: Part) => ReactNode } = {}) {
  const { id } = useParams();
  const { data: part, error, isPending } = usePart(id);
  const [booking, setBooking] = useState<BookedType | null>(null);
  const [isEditing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A mechanic books what arrives and counts the shelf; the register, adjustments and returns are the office's.
  const isOffice = useMay('office');
  const bookings = isOffice ? BOOKINGS : BOOKINGS.filter(([type]) => type === 'receipt' || type === 'count');

  return (
    <>
      <BackLink to="/parts">Lager</BackLink>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <Skeleton height={200} />}
      {part && (
        <>
          <PageHeader
            title={part.name}
            subtitle={[part.partNumber, part.location ? `Hylla ${part.location}` : '', part.supplier]
              .filter(Boolean)
              .join(' · ')}
            actions={
              isOffice && (
                <Button icon="editOutlined" onClick={() => setEditing(true)}>
                  Redigera
                </Button>
              )
            }
          />
          <PageColumns columns="2fr 3fr">
            <Stack gap={3}>
              <Card>
                {part.stocked ? (
                  <Stack gap={2} align="stretch">
                    <FieldGrid columns="repeat(3, 1fr)" phoneColumns="repeat(3, 1fr)">
                      <Figure label="I lager" value={formatQuantity(part.onHand, part.unit)} />
                      <Figure label="Reserverat" value={formatQuantity(part.reserved, part.unit)} />
                      <Figure label="Tillgängligt" value={formatQuantity(part.available, part.unit)} />
                    </FieldGrid>
                    {part.isLow && (
                      <div>
                        <LowStockChip part={part} />
                      </div>
                    )}
                    <FieldGrid columns="1fr 1fr" phoneColumns="1fr 1fr">
                      {bookings.map(([type, icon]) => (
                        <Button
                          key={type}
                          variant={type === 'receipt' ? 'primary' : 'outlined'}
                          size="large"
                          icon={icon}
                          isFullWidth
                          onClick={() => setBooking(type)}
                        >
                          {MOVEMENT_TYPE_LABELS[type]}
                        </Button>
                      ))}
                    </FieldGrid>
                  </Stack>
                ) : (
                  <Alert severity="info">
                    Artikeln lagerförs inte: den beställs per jobb och räknas inte i lagret.
                  </Alert>
                )}
              </Card>
              <Card>
                <FieldGrid columns="1fr 1fr" phoneColumns="1fr 1fr">
                  <DetailItem label="Försäljningspris" value={formatKronor(part.salePrice)} />
                  {isOffice && (
                    <DetailItem
                      label="Inköpspris"
                      value={part.purchasePrice === null ? null : formatKronor(part.purchasePrice)}
                    />
                  )}
                  {isOffice && (
                    <DetailItem
                      label="Genomsnittligt inköpspris"
                      value={part.averageCost === null ? null : formatKronor(part.averageCost)}
                    />
                  )}
                  <DetailItem
                    label="Beställningspunkt"
                    value={part.reorderPoint === null ? null : formatQuantity(part.reorderPoint, part.unit)}
                  />
                </FieldGrid>
              </Card>
            </Stack>
            <Stack gap={3}>
              <Ledger part={part} />
              {files?.(part)}
            </Stack>
          </PageColumns>
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
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </>
  );
}

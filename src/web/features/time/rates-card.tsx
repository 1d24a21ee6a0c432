import { useState } from 'react';
import type { Rate } from '../../../shared/time';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { ReadRowList } from '../../ui/read-row-list';
import { removeAction, RowActions } from '../../ui/row-actions';
import { Chip } from '../../ui/status-chip';
import { formatKronor } from '../../lib/format';
import { useDeleteRate } from './api/delete-rate';
import { useRates } from './api/rates';
import { RateDialog } from './rate-dialog';
import { RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';

/** "Priser" under the company settings: what an hour and a kilometre cost, and which hour the timer uses. */
export default function RatesCard() {
  const rates = useRates();
  const remove = useDeleteRate();
  const [editing, setEditing] = useState<Rate | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const unpriced = rates.data?.some((rate) => rate.isDefault && rate.price === 0);
  return (
    <Card
      title="Priser"
      icon="receiptLong"
      id="priser"
      action={
        <Button variant="ghost" icon="add" onClick={() => setEditing('new')}>
          Nytt pris
        </Button>
      }
    >
      {unpriced && <Alert severity="info">Sätt ert timpris, så hamnar den registrerade tiden rätt på fakturan.</Alert>}
      <ReadRowList read={rates} label="Priser" errorText="Kunde inte hämta priserna.">
        {(rate) => (
          <>
            <RowMain>
              <RowPrimary>{rate.name}</RowPrimary>
              <RowSecondary>
                {formatKronor(rate.price)}/{rate.unit} exkl. moms
              </RowSecondary>
            </RowMain>
            {rate.isDefault && <Chip label="Förvalt" tone="primary" />}
            <RowActions
              actions={[
                {
                  title: 'Ändra',
                  label: `Ändra ${rate.name}`,
                  icon: 'editOutlined',
                  onClick: () => setEditing(rate),
                },
                !rate.isDefault &&
                  removeAction(
                    rate.name,
                    () =>
                      void remove
                        .mutateAsync(rate.id)
                        .then(() => setNotice({ severity: 'success', text: `${rate.name} har tagits bort.` }))
                        .catch((caught: unknown) =>
                          setNotice({
                            severity: 'error',
                            text: caught instanceof Error ? caught.message : 'Kunde inte ta bort priset.',
                          }),
                        ),
                  ),
              ]}
            />
          </>
        )}
      </ReadRowList>
      {editing && (
        <RateDialog
          rate={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </Card>
  );
}

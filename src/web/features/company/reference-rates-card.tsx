import { useState } from 'react';
import { formatDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { referenceRateInputSchema } from '../../../shared/reminders';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FieldGrid } from '../../ui/field-grid';
import { TextField } from '../../ui/mui/text-field';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { fieldProblems } from '../../lib/field-problems';
import { useSession } from '../../session/session-context';
import { useAddReferenceRate, useReferenceRates } from './api/reference-rates';
import { RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';
import { FormStack } from '../../ui/form-stack';

const SHOWN = 6;
const percent = (rate: number) =>
  `${rate.toLocaleString('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

/** 'Referensränta': what dröjsmålsränta is counted from, half-year by half-year; the owner adds the next. */
export default function ReferenceRatesCard() {
  const { user } = useSession();
  const rates = useReferenceRates();
  const add = useAddReferenceRate();
  const [validFrom, setValidFrom] = useState('');
  const [rate, setRate] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async () => {
    setSaved(null);
    const parsed = referenceRateInputSchema.safeParse({ validFrom, rate });
    if (!parsed.success) {
      setProblems(fieldProblems(parsed.error));
      return;
    }
    setProblems({});
    const added = await add.mutateAsync({ validFrom, rate }).catch(() => null);
    if (!added) return;
    setSaved(`Referensräntan ${percent(added.rate)} från ${formatDate(added.validFrom)} är sparad.`);
    setValidFrom('');
    setRate('');
  };

  return (
    <Card title="Referensränta" icon="barChart">
      <Stack gap={2}>
        <Text tone="muted" size="small">
          Dröjsmålsränta räknas på referensräntan för varje halvår + 8 procentenheter, om ni inte har avtalat en annan
          ränta.
        </Text>
        {rates.isError && <Alert severity="error">{rates.error.message || messages.unknownError}</Alert>}
        {!rates.data && !rates.isError && <Skeleton height={160} />}
        {rates.data && (
          <RowList label="Referensräntor">
            {rates.data
              .slice(-SHOWN)
              .reverse()
              .map((row) => (
                <li key={row.validFrom}>
                  <RowMain>
                    <RowPrimary>Från {formatDate(row.validFrom)}</RowPrimary>
                    <RowSecondary>{row.source === 'riksbanken' ? 'Riksbanken' : 'Tillagd av er'}</RowSecondary>
                  </RowMain>
                  <Text as="span" isNumeric isStrong>
                    {percent(row.rate)}
                  </Text>
                </li>
              ))}
          </RowList>
        )}
        {user?.role === 'owner' && (
          <FormStack
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {saved && <Alert severity="success">{saved}</Alert>}
            {add.isError && <Alert severity="error">{add.error.message || messages.unknownError}</Alert>}
            <FieldGrid>
              <TextField
                label="Gäller från"
                type="date"
                value={validFrom}
                onChange={setValidFrom}
                error={Boolean(problems.validFrom)}
                helperText={problems.validFrom ?? 'Den 1 januari eller den 1 juli'}
              />
              <TextField
                label="Referensränta (%)"
                inputMode="decimal"
                value={rate}
                onChange={setRate}
                error={Boolean(problems.rate)}
                helperText={problems.rate}
              />
            </FieldGrid>
            <div>
              <Button type="submit" isBusy={add.isPending} icon="add">
                Lägg till referensränta
              </Button>
            </div>
          </FormStack>
        )}
      </Stack>
    </Card>
  );
}

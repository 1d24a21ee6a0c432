import { useState } from 'react';
import type { ImportResult } from '../../../shared/bank-files';
import { formatDate } from '../../../shared/dates';
import { countOf } from '../../../shared/labels';
import { messages } from '../../../shared/messages';
import { formatOrePlain } from '../../../shared/money';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FileDrop } from '../../ui/file-drop';
import { Stack } from '../../ui/stack';
import { SumTable } from '../../ui/sum-table';
import { Text } from '../../ui/text';
import { formatKronor } from '../../lib/format';
import { importBankFile, useImportBankFile } from './api/import-bank-file';
import { ButtonRow, ScrollList } from '../../ui/button-row';

const FORMAT_NAMES: Record<ImportResult['format'], string> = { 'camt.054': 'camt.054 (XML)', bgmax: 'BgMax' };

/** "45,00 kr", or "850,00 EUR" for a section the file has in another currency. */
const amountIn = ({ amount, currency }: ImportResult['debits'][number]) =>
  currency === 'SEK' ? formatKronor(amount) : `${formatOrePlain(Math.round(amount * 100))} ${currency}`;

/** What the file holds: matched, unmatched, already read and money out, as a preview or as booked. */
export function ResultSummary({ result }: { result: ImportResult }) {
  const matchedSum = result.matched.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0) / 100;
  const unmatchedSum = result.unmatched.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0) / 100;
  return (
    <Stack gap={1.5}>
      <Text size="small" tone="muted">
        {FORMAT_NAMES[result.format]} för {result.account}: {countOf(result.payments, 'inbetalning', 'inbetalningar')}{' '}
        på {formatKronor(result.total)}.
      </Text>
      <SumTable
        label="Bankfilens inbetalningar"
        rows={[
          {
            label: `${result.dryRun ? 'Matchas' : 'Bokförda'} mot fakturor (${result.matched.length})`,
            value: formatKronor(matchedSum),
          },
          { label: `Omatchade (${result.unmatched.length})`, value: formatKronor(unmatchedSum) },
          { label: 'Redan inlästa, bokförs inte igen', value: String(result.alreadyImported) },
        ]}
      />
      {result.matched.length > 0 && (
        <ScrollList label={result.dryRun ? 'Betalningar som matchas' : 'Bokförda betalningar'}>
          {result.matched.slice(0, 50).map((payment, index) => (
            <li key={`${payment.invoiceId}-${index}`}>
              <span>Faktura {payment.invoiceNumber}</span>
              <Text as="span" tone="muted">
                {formatDate(payment.date)}
              </Text>
              <Text as="span" isNumeric>
                {formatKronor(payment.amount)}
              </Text>
            </li>
          ))}
        </ScrollList>
      )}
      {result.debits.length > 0 && (
        <Alert severity="info">
          {result.debits.length === 1 ? 'En post' : `${result.debits.length} poster`} i filen är uttag, återförda
          betalningar eller i en annan valuta än kronor och bokförs inte som inbetalningar:{' '}
          {result.debits.map((debit) => `${amountIn(debit)}${debit.text ? ` (${debit.text})` : ''}`).join(', ')}.
        </Alert>
      )}
    </Stack>
  );
}

/** "Läs in bankfil": the file checked and matched first (a dry run), then booked on request. */
export function BankFileCard() {
  const book = useImportBankFile();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [booked, setBooked] = useState<ImportResult | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setBooked(null);
    setError(null);
    setChecking(true);
    try {
      setPreview(await importBankFile(chosen, true));
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    } finally {
      setChecking(false);
    }
  };

  const confirm = async () => {
    if (!file) return;
    setError(null);
    try {
      setBooked(await book.mutateAsync(file));
      setPreview(null);
      setFile(null);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  };

  const isNothingNew = preview !== null && preview.matched.length + preview.unmatched.length === 0;
  return (
    <Card title="Läs in bankfil" icon="uploadFileOutlined">
      <Stack gap={2}>
        <FileDrop
          label="Släpp bankens fil här"
          hint="camt.054 (XML) eller BgMax från banken. Filen kontrolleras och matchas först; inget bokförs förrän du bekräftar."
          isBusy={isChecking}
          onFile={(chosen) => void choose(chosen)}
        />
        {error && (
          <Alert severity="error">
            {file ? `${file.name}: ` : ''}
            {error}
          </Alert>
        )}
        {preview && file && (
          <Stack gap={1.5}>
            <Text isStrong>Förhandsgranskning: {file.name}</Text>
            <ResultSummary result={preview} />
            {isNothingNew ? (
              <Alert severity="info">Allt i filen är redan inläst. Inget nytt att bokföra.</Alert>
            ) : (
              <ButtonRow>
                <Button variant="ghost" onClick={() => (setPreview(null), setFile(null))}>
                  Avbryt
                </Button>
                <Button
                  variant="primary"
                  icon="checkCircleOutline"
                  isBusy={book.isPending}
                  onClick={() => void confirm()}
                >
                  Bokför inbetalningarna
                </Button>
              </ButtonRow>
            )}
          </Stack>
        )}
        {booked && (
          <Stack gap={1.5}>
            <Alert severity="success">
              Bankfilen är inläst: {countOf(booked.matched.length, 'betalning bokförd', 'betalningar bokförda')}
              {booked.unmatched.length > 0
                ? `, ${countOf(booked.unmatched.length, 'omatchad', 'omatchade')} att koppla nedan`
                : ''}
              .
            </Alert>
            <ResultSummary result={booked} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

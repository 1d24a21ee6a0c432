import type { BackupFile } from '../../../shared/backups';
import { formatDateTime } from '../../../shared/dates';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { RowActions } from '../../ui/row-actions';
import { useBackups, useBackupStatus, useDownloadBackup, useMakeBackup } from './api/backups';
import { RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';

const SHOWN = 8;
const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('sv-SE', { maximumFractionDigits: 1 })} MB`;
const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error ? (error as { status: number }).status : 0;

/**
 * 'Säkerhetskopior' under the company settings (DATA.md decision 1): the latest, the list, 'Gör en nu'.
 * Only the installation's administrator sees them; another owner gets nothing (the server says 403).
 */
export default function BackupsCard() {
  const backups = useBackups();
  const status = useBackupStatus({ enabled: !backups.isError });
  const make = useMakeBackup();
  const download = useDownloadBackup();
  if (statusOf(backups.error) === 403) return null;
  const onServer = statusOf(backups.error) === 404;
  const latest: BackupFile | undefined = backups.data?.[0];
  const failure =
    status.data?.lastFailureAt && (!status.data.lastSuccessAt || status.data.lastFailureAt > status.data.lastSuccessAt)
      ? status.data
      : null;
  return (
    <Card
      title="Säkerhetskopior"
      id="sakerhetskopior"
      icon="history"
      action={
        !onServer && (
          <Button icon="add" variant="text" isBusy={make.isPending} onClick={() => make.mutate()}>
            Gör en nu
          </Button>
        )
      }
    >
      <Stack gap={2}>
        {onServer ? (
          <Text tone="muted" size="small">
            {backups.error?.message}
          </Text>
        ) : (
          <Text tone="muted" size="small">
            Verkstan sparar en säkerhetskopia varje natt kl. 02.00 och när servern stängs av, och behåller den senaste
            för var och en av de senaste 14 dagarna och 12 månaderna. Kopiera mappen med säkerhetskopior till en annan
            disk eller en synkad mapp, eller ladda ner en kopia nedan.
          </Text>
        )}
        {status.data?.folder && (
          <Text size="small">
            Mapp på servern:{' '}
            <Text as="code" wrapsAnywhere>
              {status.data.folder}
            </Text>
          </Text>
        )}
        {download.isError && <Alert severity="error">{download.error.message}</Alert>}
        {backups.isError && !onServer && <Alert severity="error">{backups.error.message}</Alert>}
        {failure && (
          <Alert severity="error">
            Senaste säkerhetskopieringen misslyckades {formatDateTime(failure.lastFailureAt)}: {failure.lastError}
          </Alert>
        )}
        {make.isSuccess && <Alert severity="success">Säkerhetskopian är klar: {make.data.file}</Alert>}
        {make.isError && <Alert severity="error">{make.error.message}</Alert>}
        {backups.isPending && <Skeleton height={120} />}
        {backups.data && (
          <>
            <Text isStrong>
              {latest
                ? `Senaste säkerhetskopia: ${formatDateTime(latest.createdAt)}`
                : 'Ingen säkerhetskopia har gjorts än.'}
            </Text>
            {backups.data.length > 0 && (
              <RowList label="Säkerhetskopior">
                {backups.data.slice(0, SHOWN).map((backup) => (
                  <li key={backup.file}>
                    <RowMain>
                      <RowPrimary>{formatDateTime(backup.createdAt)}</RowPrimary>
                      <RowSecondary title={`SHA-256 ${backup.checksum}`}>{backup.file}</RowSecondary>
                    </RowMain>
                    <Text as="span" isNumeric>
                      {megabytes(backup.bytes)}
                    </Text>
                    <RowActions
                      actions={[
                        {
                          title: 'Ladda ner',
                          label: `Ladda ner säkerhetskopian från ${formatDateTime(backup.createdAt)}`,
                          icon: 'fileDownloadOutlined',
                          isBusy: download.isPending && download.variables === backup.file,
                          onClick: () => download.mutate(backup.file),
                        },
                      ]}
                    />
                  </li>
                ))}
              </RowList>
            )}
            {backups.data.length > SHOWN && (
              <Text tone="muted" size="small">
                och {backups.data.length - SHOWN} äldre
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

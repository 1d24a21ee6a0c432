import { useQuery } from '@tanstack/react-query';
import { backupNeedsAttention } from '../../../shared/backups';
import { formatDateTime } from '../../../shared/dates';
import { Alert } from '../../ui/alert';
import { LinkButton } from '../../ui/button';
import { fetchSessionUser } from '../../session/api/get-session-user';
import { useBackupStatus } from './api/backup-status';

const profileKey = ['user', 'profile', 'backups'];

/**
 * The overview's warning (DATA.md decision 1): the last backup failed or is older than two days. Shown
 * to the installation's administrator only; nothing for anyone else, nothing when all is well.
 */
export default function BackupWarningCard() {
  // Asked only of the administrator: another owner, or a server on PostgreSQL, would be refused.
  const profile = useQuery({ queryKey: profileKey, queryFn: fetchSessionUser });
  const { data } = useBackupStatus({ enabled: profile.data?.administersBackups === true });
  if (!data || !backupNeedsAttention(data, new Date())) return null;
  const failed = data.lastFailureAt && (!data.lastSuccessAt || data.lastFailureAt > data.lastSuccessAt);
  const latest = data.lastSuccessAt
    ? `Senaste säkerhetskopia: ${formatDateTime(data.lastSuccessAt)}.`
    : 'Ingen säkerhetskopia har gjorts än.';
  return (
    <Alert
      severity={failed ? 'error' : 'warning'}
      action={
        <LinkButton to="/settings/backups" variant="text">
          Säkerhetskopior
        </LinkButton>
      }
    >
      {failed
        ? `Säkerhetskopieringen misslyckades ${formatDateTime(data.lastFailureAt)}: ${data.lastError ?? ''}. `
        : ''}
      {latest}
    </Alert>
  );
}

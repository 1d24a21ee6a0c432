import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Backups of the installation (docs/decisions/041).
export const backupsAdministratorOnly = createErrorFactory({
  code: 'backup.administrator_only',
  statusCode: 403,
  message: messages.backupsAdministratorOnly,
});
export const backupsNotOnServer = createErrorFactory({
  code: 'backup.not_on_server',
  statusCode: 404,
  message: messages.backupsOnServer,
});
export const backupNotFound = createErrorFactory({
  code: 'backup.not_found',
  statusCode: 404,
  message: messages.backupNotFound,
});
export const backupFailed = createErrorFactory({
  code: 'backup.failed',
  statusCode: 503,
  message: messages.backupFailed,
});

import type { Config } from '../config';
import { databaseStore } from './database-store';
import type { FileStore } from './file-store';
import { folderStore } from './folder-store';
import { s3Store } from './s3-store';

/** The store the configuration names (FIELD.md decision 3, docs/decisions/053 and 058). */
export function fileStoreOf(config: Pick<Config, 'filesStorage' | 'filesDir' | 'filesS3'>): FileStore {
  if (config.filesStorage === 's3' && config.filesS3) return s3Store(config.filesS3);
  if (config.filesStorage === 'database') return databaseStore();
  return folderStore(config.filesDir);
}

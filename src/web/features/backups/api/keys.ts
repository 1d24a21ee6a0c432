/** Every cached read of backups starts with this key, so that a new backup refreshes the list and the status. */
export const backupsKey = ['backups'] as const;

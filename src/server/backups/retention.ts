import { swedishDate } from '../../shared/dates';
import { parseBackupName } from './backup-names';

const DAILY = 14;
const MONTHLY = 12;

/**
 * The backups to delete: all but the newest of each of the last 14 days and of each of the last 12
 * months, days and months as a clock in Sweden shows them (DATA.md decision 1). Whatever the reason a
 * backup was made (night, shutdown, by hand), it counts the same.
 */
export function backupsToRemove(names: string[], now: Date): string[] {
  const backups = names
    .map((name) => ({ name, parsed: parseBackupName(name) }))
    .filter(
      (backup): backup is { name: string; parsed: NonNullable<ReturnType<typeof parseBackupName>> } =>
        backup.parsed !== null,
    )
    .sort((a, b) => b.parsed.createdAt.getTime() - a.parsed.createdAt.getTime());
  const today = swedishDate(now);
  const days = new Set(lastDays(today, DAILY));
  const months = new Set(lastMonths(today.slice(0, 7), MONTHLY));
  const kept = new Set<string>();
  const newestOfDay = new Set<string>();
  const newestOfMonth = new Set<string>();
  for (const { name, parsed } of backups) {
    const day = swedishDate(parsed.createdAt);
    const month = day.slice(0, 7);
    if (days.has(day) && !newestOfDay.has(day)) {
      newestOfDay.add(day);
      kept.add(name);
    }
    if (months.has(month) && !newestOfMonth.has(month)) {
      newestOfMonth.add(month);
      kept.add(name);
    }
  }
  return backups.filter(({ name }) => !kept.has(name)).map(({ name }) => name);
}

function lastDays(today: string, count: number): string[] {
  const start = Date.parse(`${today}T12:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(start - index * 86_400_000).toISOString().slice(0, 10));
}

function lastMonths(month: string, count: number): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, monthNumber - 1 - index, 1));
    return date.toISOString().slice(0, 7);
  });
}

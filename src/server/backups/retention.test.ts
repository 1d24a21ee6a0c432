import { describe, expect, it } from 'vitest';
import { backupFileName, parseBackupName } from './backup-names';
import { nextNightlyRun } from './nightly';
import { backupsToRemove } from './retention';

const nameAt = (iso: string) => backupFileName(new Date(iso), 'ab'.repeat(32));

describe('which backups are kept', () => {
  it('keeps the newest of each of the last 14 days and of each of the last 12 months, by the Swedish calendar', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const names: string[] = [];
    // Two a day (the night's and a shutdown's) for 500 days.
    for (let day = 0; day < 500; day++) {
      const midnight = Date.parse('2026-11-24T01:00:00Z') - day * 86_400_000;
      names.push(nameAt(new Date(midnight).toISOString()), nameAt(new Date(midnight + 9 * 3_600_000).toISOString()));
    }
    const removed = new Set(backupsToRemove(names, now));
    const kept = names
      .filter((name) => !removed.has(name))
      .map((name) => parseBackupName(name)!.createdAt.toISOString());
    const dailies = kept.filter((at) => at >= '2026-11-11');
    expect(dailies).toHaveLength(14);
    expect(dailies.every((at) => at.endsWith('T10:00:00.000Z'))).toBe(true);
    // Months before the 14 days: the newest of each, back to December 2025.
    const monthlies = kept.filter((at) => at < '2026-11-11');
    expect(monthlies.map((at) => at.slice(0, 7))).toEqual([
      '2026-10',
      '2026-09',
      '2026-08',
      '2026-07',
      '2026-06',
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
    ]);
    expect(monthlies[0]).toBe('2026-10-31T10:00:00.000Z');
    // A backup at 23:30 UTC on 31 October is 1 November in Sweden: it counts for November's day.
    expect(backupsToRemove([nameAt('2026-10-31T23:30:00Z')], now)).toEqual([]);
    expect(backupsToRemove(['annan-fil.tar.gz', '.partial-x'], now)).toEqual([]);
  });
});

describe('the nightly backup', () => {
  it('runs at 02:00 on a clock in Sweden, in winter and in summer', () => {
    expect(nextNightlyRun(new Date('2026-11-24T12:00:00Z')).toISOString()).toBe('2026-11-25T01:00:00.000Z');
    expect(nextNightlyRun(new Date('2026-11-24T00:59:59Z')).toISOString()).toBe('2026-11-24T01:00:00.000Z');
    expect(nextNightlyRun(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-02T00:00:00.000Z');
    // The night summer time ends (25 October 2026) 02:00 comes twice: once, at the second.
    expect(nextNightlyRun(new Date('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-25T01:00:00.000Z');
    expect(nextNightlyRun(new Date('2026-10-25T01:00:00Z')).toISOString()).toBe('2026-10-26T01:00:00.000Z');
    // The night it begins (29 March 2026) there is no 02:00: the backup runs when the clock jumps, at 03:00.
    expect(nextNightlyRun(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('names backups after their UTC time and checksum, and reads only such names', () => {
    expect(nameAt('2026-11-24T01:00:00.123Z')).toBe(`verkstan-20261124T010000Z-${'ab'.repeat(6)}.tar.gz`);
    expect(parseBackupName(`verkstan-20261124T010000Z-${'ab'.repeat(6)}.tar.gz`)).toMatchObject({
      checksumPrefix: 'ab'.repeat(6),
      format: 'tar.gz',
    });
    expect(parseBackupName('verkstan-20261324T010000Z-abababababab.tar.gz')).toBeNull();
    expect(parseBackupName('verkstan-20261124T010000Z-ABABABABABAB.tar.gz')).toBeNull();
  });
});

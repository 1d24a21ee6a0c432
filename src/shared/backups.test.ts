import { describe, expect, it } from 'vitest';
import { backupNeedsAttention } from './backups';
import { isCompanyNumber } from './identity';

const now = new Date('2026-11-24T12:00:00Z');

describe('the overview warns about backups', () => {
  it('when the last attempt failed, the newest is older than two days, or there has never been one', () => {
    expect(
      backupNeedsAttention({ lastSuccessAt: '2026-11-24T01:00:00Z', lastFailureAt: null, lastError: null }, now),
    ).toBe(false);
    expect(
      backupNeedsAttention({ lastSuccessAt: '2026-11-22T12:00:01Z', lastFailureAt: null, lastError: null }, now),
    ).toBe(false);
    expect(
      backupNeedsAttention({ lastSuccessAt: '2026-11-22T11:59:59Z', lastFailureAt: null, lastError: null }, now),
    ).toBe(true);
    expect(
      backupNeedsAttention(
        { lastSuccessAt: '2026-11-24T01:00:00Z', lastFailureAt: '2026-11-24T02:00:00Z', lastError: 'ENOSPC' },
        now,
      ),
    ).toBe(true);
    // A failure followed by a success is over.
    expect(
      backupNeedsAttention(
        { lastSuccessAt: '2026-11-24T03:00:00Z', lastFailureAt: '2026-11-24T02:00:00Z', lastError: 'ENOSPC' },
        now,
      ),
    ).toBe(false);
    expect(backupNeedsAttention({ lastSuccessAt: null, lastFailureAt: null, lastError: null }, now)).toBe(true);
  });
});

describe("erasure keeps a company's number", () => {
  it('tells an organisation number (digits 3–4 at least 20) from a personnummer', () => {
    expect(isCompanyNumber('556036-0793')).toBe(true);
    expect(isCompanyNumber('5560360793')).toBe(true);
    expect(isCompanyNumber('811218-9876')).toBe(false);
    expect(isCompanyNumber('19811218-9876')).toBe(false);
    expect(isCompanyNumber('556036-0794')).toBe(false);
    expect(isCompanyNumber(null)).toBe(false);
  });
});

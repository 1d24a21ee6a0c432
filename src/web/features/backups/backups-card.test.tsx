import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import BackupsCard from './backups-card';

describe('the backups card', () => {
  it('names the folder the backups are in and downloads one', async () => {
    storeToken('t'.repeat(43));
    const file = 'verkstan-20261126T010000Z-0123456789ab.tar.gz';
    const calls = mockApi({
      'GET /api/backups/status': () => ({
        body: {
          lastSuccessAt: '2026-11-26T01:00:00.000Z',
          lastFailureAt: null,
          lastError: null,
          folder: '/var/lib/verkstan/backups',
        },
      }),
      [`GET /api/backups/${file}`]: () => ({ body: {} }),
      'GET /api/backups': () => ({
        body: [
          {
            file,
            createdAt: '2026-11-26T01:00:00.000Z',
            bytes: 5_242_880,
            checksum: '0123456789ab'.padEnd(64, '0'),
          },
        ],
      }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:backup');
    URL.revokeObjectURL = vi.fn();
    renderScreen(<BackupsCard />);
    expect(await screen.findByText('/var/lib/verkstan/backups')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Säkerhetskopior' });
    await userEvent.click(within(list).getByRole('button', { name: /^Ladda ner säkerhetskopian från/ }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === `/api/backups/${file}`)).toBe(true));
  });
});

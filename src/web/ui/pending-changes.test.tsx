import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import MuiThemeProvider from './mui/theme-provider';
import { OfflineBadge } from './offline-badge';
import { PendingChanges, type PendingChange } from './pending-changes';

describe('the offline badge', () => {
  it('says plainly that the device is offline and how many changes wait, in the spec’s words', () => {
    const { rerender } = render(<OfflineBadge isOffline waiting={3} refused={0} onOpen={vi.fn()} />);
    expect(screen.getByRole('button')).toHaveTextContent('Offline – 3 ändringar väntar på att skickas');
    rerender(<OfflineBadge isOffline waiting={1} refused={0} onOpen={vi.fn()} />);
    expect(screen.getByRole('button')).toHaveTextContent('Offline – 1 ändring väntar på att skickas');
    rerender(<OfflineBadge isOffline={false} waiting={0} refused={2} onOpen={vi.fn()} />);
    expect(screen.getByRole('button')).toHaveTextContent('2 ändringar kunde inte skickas');
  });

  it('is not there online with nothing to send', () => {
    render(<OfflineBadge isOffline={false} waiting={0} refused={0} onOpen={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

const refused: PendingChange = {
  id: 7,
  label: 'Material: Oljefilter Volvo, 5',
  madeAt: '2026-11-28 07:02',
  state: 'refused',
  reason: 'Artikeln finns inte.',
  fields: [{ name: 'quantity', label: 'Antal', value: '5' }],
};

describe('the list of changes', () => {
  it('shows a refused change with the server’s reason and lets the user retry, edit or remove it', async () => {
    const user = userEvent.setup();
    const actions = { onRetry: vi.fn(), onEdit: vi.fn(), onDiscard: vi.fn() };
    render(
      <MuiThemeProvider>
        <PendingChanges
          changes={[{ id: 6, label: 'Stämplade in', madeAt: '2026-11-28 06:58', state: 'waiting' }, refused]}
          {...actions}
        />
      </MuiThemeProvider>,
    );
    expect(screen.getByText(/Väntar på att skickas$/)).toBeInTheDocument();
    expect(screen.getByText('Artikeln finns inte.')).toBeInTheDocument();
    // Only the refused one has actions: a waiting change is on its way.
    expect(screen.getAllByRole('button', { name: 'Försök igen' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(actions.onRetry).toHaveBeenCalledWith(7);
    await user.click(screen.getByRole('button', { name: 'Ta bort' }));
    expect(actions.onDiscard).toHaveBeenCalledWith(7);
    await user.click(screen.getByRole('button', { name: 'Ändra' }));
    await user.clear(screen.getByLabelText('Antal'));
    await user.type(screen.getByLabelText('Antal'), '2');
    await user.click(screen.getByRole('button', { name: 'Skicka igen' }));
    expect(actions.onEdit).toHaveBeenCalledWith(7, { quantity: '2' });
  });
});

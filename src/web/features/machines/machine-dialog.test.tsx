import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { MachineDialog } from './machine-dialog';

describe('a new machine', () => {
  it('is given its meter as it stands today, sent with it', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({
      'POST /api/machines': (body) => ({ status: 201, body: { id: 'm1', ...(body as object) } }),
    });
    const onSaved = vi.fn();
    renderScreen(
      <MachineDialog
        machine={null}
        customer={{ id: '00000000-0000-4000-8000-000000000001', label: 'Åkeri Nord AB' }}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ny maskin' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByLabelText(/^Fordonskategori/));
    await user.click(await screen.findByRole('option', { name: 'Grävmaskin' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Märke/ }), 'Volvo');
    await user.type(within(dialog).getByLabelText(/^Mätarställning nu \(h\)/), '4 890');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      make: 'Volvo',
      category: 'Grävmaskin',
      meter: 4890,
    });
  });
});

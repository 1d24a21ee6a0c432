import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { CheckInSomeoneDialog } from './check-in-someone-dialog';

describe('checking in someone else', () => {
  it('asks who first, then a visitor’s name, and sends the visitor as typed', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({
      'GET /api/team': () => ({ body: [] }),
      'POST /api/staff-ledger/check-in': () => ({ status: 201, body: { name: 'Nils Berg' } }),
    });
    let done: string | null = null;
    renderScreen(
      <CheckInSomeoneDialog presentUserIds={[]} onClose={() => undefined} onDone={(text) => (done = text)} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stämpla in någon' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText('Välj vem som ska stämplas in.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Vem/ }));
    await user.click(await screen.findByRole('option', { name: 'Person utan inloggning' }));
    await user.type(within(dialog).getByLabelText(/^Personnummer/), '19800101-0019');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(await within(dialog).findByText(messages.ledgerNameRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Namn/), 'Nils Berg');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(done).toBe('Nils Berg är instämplad.'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Nils Berg',
      personalNumber: '19800101-0019',
    });
  });
});

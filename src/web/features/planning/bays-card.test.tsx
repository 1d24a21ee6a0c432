import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import BaysCard from './bays-card';

const hall1 = { id: 'b1', name: 'Hall 1' };

describe('Platser', () => {
  it('lists the bays, each with Byt namn and Ta bort for the owner', async () => {
    storeToken('t'.repeat(43));
    mockApi({ 'GET /api/bays': () => ({ body: [hall1, { id: 'b2', name: 'Servicebil' }] }) });
    renderScreen(<BaysCard />);
    const list = await screen.findByRole('list', { name: 'Platser' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Hall 1', 'Servicebil']);
    expect(await within(list).findByRole('button', { name: 'Byt namn på Servicebil' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Ta bort Servicebil' })).toBeInTheDocument();
  });

  it('invites the first bays when there are none', async () => {
    storeToken('t'.repeat(43));
    mockApi({ 'GET /api/bays': () => ({ body: [] }) });
    renderScreen(<BaysCard />);
    expect(await screen.findByText(/Inga platser ännu/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Platser' })).not.toBeInTheDocument();
  });

  it('says so when the bays cannot be read', async () => {
    storeToken('t'.repeat(43));
    mockApi({ 'GET /api/bays': () => ({ status: 500, body: { message: 'Något gick fel.' } }) });
    renderScreen(<BaysCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kunde inte hämta platserna.');
  });

  it('shows a refused name under the field until the name is changed, as a wrong one is', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({
      'GET /api/bays': () => ({ body: [hall1] }),
      'POST /api/bays': () => ({ status: 409, body: { code: 'bay.name_taken', message: messages.bayNameTaken } }),
    });
    renderScreen(<BaysCard />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Lägg till plats' });
    const field = within(form).getByRole('textbox', { name: /Ny plats/ });
    await user.type(field, 'hall 1');
    await user.click(within(form).getByRole('button', { name: 'Lägg till plats' }));
    expect(await within(form).findByText(messages.bayNameTaken)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    await user.type(field, 'a');
    await waitFor(() => expect(within(form).queryByText(messages.bayNameTaken)).not.toBeInTheDocument());
    expect(field).toHaveAttribute('aria-invalid', 'false');
    // Emptied, the field says what the schema says, as before any refusal.
    await user.clear(field);
    expect(await within(form).findByText(messages.bayNameRequired)).toBeInTheDocument();
  });
});

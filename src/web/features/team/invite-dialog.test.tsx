import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { InviteDialog } from './invite-dialog';

describe('inviting a member', () => {
  it('says Skicka inbjudan on the button that mails the invitation, not Spara', async () => {
    storeToken('t'.repeat(43));
    mockApi({ 'POST /api/team/invitations': () => ({ status: 201, body: { id: 'v1', email: 'nils@verkstad.se', role: 'mechanic' } }) });
    let invited: unknown = null;
    renderScreen(<InviteDialog onClose={() => undefined} onInvited={(invitation) => (invited = invitation)} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-postadress/), 'nils@verkstad.se');
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));
    await waitFor(() => expect(invited).toMatchObject({ email: 'nils@verkstad.se' }));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { InviteDialog } from './invite-dialog';

describe('inviting a member', () => {
  it('says Skicka inbjudan on the button that mails the invitation, not Spara', async () => {
    storeToken('t'.repeat(43));
    mockApi({
      'POST /api/team/invitations': () => ({
        status: 201,
        body: { id: 'v1', email: 'nils@verkstad.se', role: 'mechanic' },
      }),
    });
    let invited: unknown = null;
    renderScreen(<InviteDialog onClose={() => undefined} onInvited={(invitation) => (invited = invitation)} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-postadress/), 'nils@verkstad.se');
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skicka inbjudan' }));
    await waitFor(() => expect(invited).toMatchObject({ email: 'nils@verkstad.se' }));
  });

  const usage = (sentToday: number) => ({
    sentToday,
    limit: 500,
    newWorkshopDays: null,
    resetsAt: '2026-11-27T23:00:00.000Z',
  });

  it('says how much mail the workshop may send today, and how much it has sent', async () => {
    storeToken('t'.repeat(43));
    mockApi({ 'GET /api/mail/usage': () => ({ body: usage(1) }) });
    renderScreen(<InviteDialog onClose={() => undefined} onInvited={() => undefined} />);
    expect(await screen.findByText('Verkstan skickar högst 500 mejl per dag (1 skickat i dag).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skicka inbjudan' })).toBeEnabled();
  });

  it('cannot send an invitation when the day’s mail is used, and says why', async () => {
    storeToken('t'.repeat(43));
    mockApi({ 'GET /api/mail/usage': () => ({ body: usage(500) }) });
    renderScreen(<InviteDialog onClose={() => undefined} onInvited={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dagens mejl är slut. Verkstan skickar högst 500 mejl per dag, och 500 skickade i dag. Försök igen i morgon.',
    );
    expect(screen.getByRole('button', { name: 'Skicka inbjudan' })).toBeDisabled();
  });
});

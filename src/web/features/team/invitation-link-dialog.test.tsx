import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render';
import { InvitationLinkDialog } from './invitation-link-dialog';

describe('the invitation sent', () => {
  it('offers Stäng, not Avbryt: the invitation has already gone', async () => {
    const invitation = {
      id: 'i1',
      email: 'erik@verkstad.se',
      role: 'mechanic' as const,
      expiresAt: '2026-06-22T10:00:00.000Z',
      createdAt: '2026-06-15T10:00:00.000Z',
      link: 'https://verkstan.example/invite/abc',
    };
    renderScreen(<InvitationLinkDialog invitation={invitation} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Inbjudan skickad' });
    expect(within(dialog).getByRole('button', { name: 'Stäng' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Avbryt' })).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readKnownUser, storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen, testUser } from '../../test/render';
import { UserMenu } from './user-menu';

async function signedInMenu(user?: typeof testUser) {
  storeToken('t'.repeat(43));
  mockApi(user ? { 'GET /api/user/profile': () => ({ body: { user } }) } : {});
  renderScreen(<UserMenu />, {
    path: '/dashboard',
    extraRoutes: [{ path: '/profile', element: <p>Profilsidan</p> }],
  });
  return screen.findByRole('button', { name: 'Användarmeny' });
}

describe('the user menu', () => {
  it('opens on the keyboard, moves with the arrow keys, and Escape gives focus back to its button', async () => {
    const user = userEvent.setup();
    const button = await signedInMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The name and address are shown but cannot be chosen: focus starts on the first action.
    expect(screen.getByRole('menuitem', { name: /Karin Ek/ })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Min profil' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Inställningar' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logga ut' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Min profil' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click elsewhere, and takes the user to the profile', async () => {
    const user = userEvent.setup();
    const button = await signedInMenu();
    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Användarmeny' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Min profil' }));
    expect(await screen.findByText('Profilsidan')).toBeInTheDocument();
  });

  it('offers the settings to the office and owners, not to a mechanic', async () => {
    const user = userEvent.setup();
    await user.click(await signedInMenu({ ...testUser, role: 'mechanic' as never }));
    expect(screen.getByRole('menuitem', { name: 'Min profil' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Inställningar' })).not.toBeInTheDocument();
  });

  it('remembers the name the dashboard greets with once the token is checked', async () => {
    await signedInMenu();
    expect(readKnownUser()).toEqual({ name: 'Karin Ek', companyName: 'Eks AB' });
  });
});

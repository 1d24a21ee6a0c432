import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderScreen } from '../../test/render';
import LoginPage from './login-page';
import RegisterPage from './register-page';

async function fillForm(
  values: Partial<
    Record<'Förnamn' | 'Efternamn' | 'E-postadress' | 'Företag' | 'Lösenord' | 'Bekräfta lösenord', string>
  >,
) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const field =
      label === 'Lösenord' ? screen.getByLabelText(/^Lösenord/) : screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  await user.click(screen.getByRole('button', { name: 'Registrera' }));
}

const valid = {
  Förnamn: 'Karin',
  Efternamn: 'Ek',
  'E-postadress': 'karin@verkstad.se',
  Företag: 'Eks AB',
  Lösenord: 'minst-8-tecken',
  'Bekräfta lösenord': 'minst-8-tecken',
};

describe('the register form', () => {
  it('asks for first and last name with the spec message', async () => {
    renderScreen(<RegisterPage />, { path: '/register' });
    await fillForm({ ...valid, Förnamn: '' });
    expect(await screen.findByText('Förnamn och efternamn är obligatoriska.')).toBeInTheDocument();
  });

  it('asks for at least 8 characters and matching passwords', async () => {
    renderScreen(<RegisterPage />, { path: '/register' });
    await fillForm({ ...valid, Lösenord: 'kort', 'Bekräfta lösenord': 'annat' });
    expect(await screen.findByText('Lösenordet måste vara minst 8 tecken långt')).toBeInTheDocument();
    await fillForm({ ...valid, 'Bekräfta lösenord': 'något-annat' });
    expect(await screen.findByText('Lösenorden matchar inte')).toBeInTheDocument();
  });

  it('sends the spec payload and goes to /login with the success message', async () => {
    const calls = mockApi({
      'POST /api/auth/register': () => ({ status: 201, body: { user: { id: '1' } } }),
    });
    renderScreen(<RegisterPage />, {
      path: '/register',
      extraRoutes: [{ path: '/login', element: <LoginPage /> }],
    });
    await fillForm(valid);
    expect(await screen.findByText('Registreringen lyckades! Du kan nu logga in.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      email: 'karin@verkstad.se',
      password: 'minst-8-tecken',
      firstName: 'Karin',
      lastName: 'Ek',
      companyName: 'Eks AB',
    });
  });

  it('shows the server’s message when registration fails', async () => {
    mockApi({
      'POST /api/auth/register': () => ({
        status: 409,
        body: { message: 'Det finns redan ett konto med den e-postadressen.' },
      }),
    });
    renderScreen(<RegisterPage />, { path: '/register' });
    await fillForm(valid);
    expect(await screen.findByText('Det finns redan ett konto med den e-postadressen.')).toBeInTheDocument();
  });
});

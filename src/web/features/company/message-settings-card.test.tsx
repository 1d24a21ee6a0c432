import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import MessageSettingsCard from './message-settings-card';

const off = { email: false, sms: false };

describe('the customer messages section of the company settings', () => {
  it('shows each event with Mejl and SMS and saves the owner’s choice', async () => {
    storeToken('t'.repeat(43));
    const stored = { workOrderReady: { email: true, sms: false }, bookingChanged: off, invoiceSent: off };
    const calls = mockApi({
      'GET /api/company/messages': () => ({ body: { ...stored, smsAvailable: true } }),
      'PUT /api/company/messages': (body) => ({ body: { ...(body as object), smsAvailable: true } }),
    });
    renderScreen(<MessageSettingsCard />);
    const ready = within((await screen.findByText('Arbetsorder klar')).closest('fieldset')!);
    expect(ready.getByRole('checkbox', { name: 'Mejl' })).toBeChecked();
    // The owner's session is read beside the settings: the boxes open once it is known.
    await vi.waitFor(() => expect(ready.getByRole('checkbox', { name: 'SMS' })).toBeEnabled());
    await userEvent.click(ready.getByRole('checkbox', { name: 'SMS' }));
    const invoice = within(screen.getByText('Faktura skickad').closest('fieldset')!);
    await userEvent.click(invoice.getByRole('checkbox', { name: 'SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara meddelanden' }));
    expect(await screen.findByText('Meddelandena till kunden har sparats.')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
        workOrderReady: { email: true, sms: true },
        bookingChanged: off,
        invoiceSent: { email: false, sms: true },
      }),
    );
  });

  it('cannot turn SMS on where the server sends none, and says why', async () => {
    storeToken('t'.repeat(43));
    mockApi({
      'GET /api/company/messages': () => ({
        body: { workOrderReady: off, bookingChanged: off, invoiceSent: off, smsAvailable: false },
      }),
    });
    renderScreen(<MessageSettingsCard />);
    expect(await screen.findByText('Den här servern skickar inte SMS (SMS_URL är inte inställt).')).toBeInTheDocument();
    await vi.waitFor(() =>
      screen.getAllByRole('checkbox', { name: 'Mejl' }).forEach((box) => expect(box).toBeEnabled()),
    );
    for (const box of screen.getAllByRole('checkbox', { name: 'SMS' })) expect(box).toBeDisabled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen } from '../../test/render';
import { ReminderDialog } from './reminder-dialog';
import { testInvoice } from './test-invoice';

const preview = {
  number: 1,
  dueDate: '2026-06-25',
  fee: 0,
  lateCompensation: 450,
  interest: 31.4,
  balance: 7611,
  refusal: null,
};
const reminder = {
  id: 'r1',
  invoiceId: testInvoice().id,
  number: 1,
  date: '2026-06-15',
  dueDate: '2026-06-25',
  balance: 7611,
  fee: 0,
  lateCompensation: 450,
  interest: 31.4,
  sentAt: '2026-06-15T10:00:00.000Z',
};

function answers(sentToday = 3) {
  return mockApi({
    'GET /api/mail/usage': () => ({
      body: { sentToday, limit: 500, newWorkshopDays: null, resetsAt: '2026-06-15T22:00:00.000Z' },
    }),
    'GET /api/invoice/22222222-2222-4222-8222-222222222222/reminders/preview': () => ({ body: preview }),
    'GET /api/invoice/22222222-2222-4222-8222-222222222222/reminders': () => ({ body: [] }),
    'POST /api/invoice/22222222-2222-4222-8222-222222222222/reminders': () => ({
      status: 201,
      body: reminder,
    }),
  });
}

describe('the reminder dialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
    storeToken('t'.repeat(43));
  });
  afterEach(() => vi.useRealTimers());

  it('asks before reminding about an invoice never sent, and sends only once the office confirms', async () => {
    const calls = answers();
    const onSent = vi.fn();
    renderScreen(<ReminderDialog invoice={testInvoice({ sentAt: null })} onClose={() => undefined} onSent={onSent} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Skicka påminnelse: faktura F2026051003' });
    expect(await within(dialog).findByText(/Fakturan har aldrig skickats från Verkstan/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Skicka påminnelse' }));
    const question = await screen.findByRole('dialog', { name: 'Fakturan har aldrig skickats' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Avbryt sends nothing.
    await user.click(within(question).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Fakturan har aldrig skickats' })).not.toBeInTheDocument(),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Skicka påminnelse' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Fakturan har aldrig skickats' })).getByRole('button', {
        name: 'Ja, skicka påminnelsen',
      }),
    );
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { dueDate: '2026-06-25', send: true, confirmNotSent: true },
    ]);
  });

  it('sends a reminder about a sent invoice without asking', async () => {
    const calls = answers();
    const onSent = vi.fn();
    renderScreen(<ReminderDialog invoice={testInvoice()} onClose={() => undefined} onSent={onSent} />);
    const dialog = await screen.findByRole('dialog', { name: 'Skicka påminnelse: faktura F2026051003' });
    await within(dialog).findByLabelText('Påminnelsen');
    expect(within(dialog).queryByText(/aldrig skickats/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka påminnelse' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { dueDate: '2026-06-25', send: true },
    ]);
  });

  it('says how much mail the workshop has sent today, and cannot send once the day’s mail is used', async () => {
    answers(3);
    const { unmount } = renderScreen(
      <ReminderDialog invoice={testInvoice()} onClose={() => undefined} onSent={() => undefined} />,
    );
    expect(await screen.findByText('Verkstan skickar högst 500 mejl per dag (3 skickade i dag).')).toBeInTheDocument();
    unmount();

    const calls = answers(500);
    renderScreen(<ReminderDialog invoice={testInvoice()} onClose={() => undefined} onSent={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Skicka påminnelse: faktura F2026051003' });
    expect(await within(dialog).findByText(/Dagens mejl är slut/)).toHaveTextContent(
      'Dagens mejl är slut. Verkstan skickar högst 500 mejl per dag, och 500 skickade i dag. Försök igen i morgon.',
    );
    expect(within(dialog).getByRole('button', { name: 'Skicka påminnelse' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

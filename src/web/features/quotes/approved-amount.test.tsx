import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeToken } from '../../lib/token-storage';
import { mockApi, renderScreen, testUser } from '../../test/render';
import { ApprovedAmount, type ApprovedJob } from './approved-amount';

const text = (value: string | null) => (value ?? '').replace(/\u00a0|\u202f/g, ' ');

/** A consumer's job from an approximate quote of 6 000 kr, as GET /workorders/{id} gives it (decision 069). */
const job: ApprovedJob = {
  id: 'w1',
  approvedAmount: 6000,
  priceType: 'approximate',
  limitAmount: 6900,
  limitKind: 'consumer-estimate',
};

const draft = { items: [{ description: 'Byte av kopplingslamell', quantity: 1, price: 4000, unit: null }] };

describe('the approved amount on a job', () => {
  it('shows the consumer’s +15 % from the job itself, and what the job has used to the office', async () => {
    storeToken('t'.repeat(43));
    mockApi({ 'GET /api/workorders/w1/invoice-draft': () => ({ body: draft }) });
    renderScreen(<ApprovedAmount job={job} />);
    const sums = await screen.findByLabelText('Godkänt belopp');
    await waitFor(() =>
      expect(text(sums.textContent)).toBe(
        'Godkänt belopp6 000,00 krHögst (+15 %, konsumenttjänstlagen 36 §)6 900,00 krAnvänt hittills5 000,00 kr',
      ),
    );
    expect(screen.getByText('Ungefärligt pris')).toBeInTheDocument();
  });

  it('shows a running account’s ceiling, and to a mechanic the amounts without reading the invoice draft', async () => {
    storeToken('t'.repeat(43));
    const calls = mockApi({ 'GET /api/user/profile': () => ({ body: { user: { ...testUser, role: 'mechanic' } } }) });
    renderScreen(<ApprovedAmount job={{ ...job, priceType: 'running', limitAmount: 14000, limitKind: 'ceiling' }} />);
    const sums = await screen.findByLabelText('Godkänt belopp');
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/user/profile'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(text(sums.textContent)).toBe('Godkänt belopp6 000,00 krTakpris14 000,00 kr');
    // A mechanic may not read the invoice draft (403): the card does not ask for it.
    expect(calls.map((call) => call.path)).toEqual(['/api/user/profile']);
  });

  it('shows nothing for a job no quote priced', () => {
    storeToken('t'.repeat(43));
    mockApi({});
    renderScreen(
      <ApprovedAmount job={{ id: 'w2', approvedAmount: null, priceType: null, limitAmount: null, limitKind: null }} />,
    );
    expect(screen.queryByLabelText('Godkänt belopp')).toBeNull();
  });
});

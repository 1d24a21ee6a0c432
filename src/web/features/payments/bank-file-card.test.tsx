import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../../../shared/bank-files';
import { ResultSummary } from './bank-file-card';

const result: ImportResult = {
  format: 'bgmax',
  account: 'bankgiro 5050-1055',
  dryRun: true,
  payments: 1,
  total: 1250,
  matched: [],
  unmatched: [{ id: null, amount: 1250, reference: '100164', payerName: null, date: '2026-06-12' }],
  alreadyImported: 0,
  debits: [
    { amount: 45, currency: 'SEK', reference: 'Bankavgift', text: 'Bankavgift' },
    {
      amount: 175.5,
      currency: 'EUR',
      reference: null,
      text: 'Insättning i EUR den 2026-06-12, 2 betalningar (rad 8–11): bokförs inte, bara kronor bokförs',
    },
  ],
};

describe('a bank file’s summary', () => {
  it('shows what is not booked in its own currency: kronor as kronor, a section in euro as euro', () => {
    render(<ResultSummary result={result} />);
    const note = screen.getByText(/bokförs inte som inbetalningar/);
    expect(note.textContent?.replace(/\s/g, ' ')).toContain(
      '2 poster i filen är uttag, återförda betalningar eller i en annan valuta än kronor och bokförs inte som inbetalningar: 45,00 kr (Bankavgift), 175,50 EUR (Insättning i EUR den 2026-06-12',
    );
  });
});

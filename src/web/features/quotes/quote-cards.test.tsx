import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/quote-shapes';
import { renderScreen } from '../../test/render';
import { QuoteLines } from './quote-cards';

const line = (id: string, description: string, price: number, optional: boolean) => ({
  id,
  description,
  quantity: 1,
  unit: 'st',
  price,
  partId: null,
  rateId: null,
  optional,
});

/** A sent quote of a fixed line and an optional one; its sums as the server gives them. */
const quote = (approval: Quote['approval'], total: number) =>
  ({
    id: 'q1',
    number: 1,
    version: 1,
    kind: 'quote',
    status: approval ? 'accepted' : 'sent',
    items: [line('i1', 'Byte av kopplingslamell', 4000, false), line('i2', 'Byte av svänghjulslager', 800, true)],
    totalExVat: total * 0.8,
    vat: total * 0.2,
    total,
    approval,
  }) as unknown as Quote;

const approval = (itemIds: string[], acceptedTotal: number) =>
  ({
    id: 'a1',
    quoteId: 'q1',
    version: 1,
    channel: 'link',
    name: 'Lisa',
    at: '2026-11-28T15:03:00.000Z',
    itemIds,
    acceptedTotal,
  }) as Quote['approval'];

const totalRow = async () => (await screen.findByText(/^Totalt/)).textContent;

describe('the sums of a quote with an optional line', () => {
  it('say what the total counts: the fixed lines, or with the options the customer chose', async () => {
    const { unmount } = renderScreen(<QuoteLines quote={quote(null, 5000)} />);
    expect(await totalRow()).toBe('Totalt utan tillval');
    unmount();
    // Accepted with the option, the server's totals include it: the label must not say otherwise.
    const chosen = renderScreen(<QuoteLines quote={quote(approval(['i2'], 6000), 6000)} />);
    expect(await totalRow()).toBe('Totalt med valda tillval');
    chosen.unmount();
    renderScreen(<QuoteLines quote={quote(approval([], 5000), 5000)} />);
    expect(await totalRow()).toBe('Totalt utan tillval');
  });
});

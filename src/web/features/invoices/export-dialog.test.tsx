import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportDialog } from './export-dialog';

describe('the SIE export dialog', () => {
  afterEach(() => vi.useRealTimers());

  it('proposes the whole current month, and follows the month chosen in Från until Till is set by hand', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    render(<ExportDialog onClose={() => undefined} />);
    const from = screen.getByLabelText('Från');
    const to = screen.getByLabelText('Till');
    expect(from).toHaveValue('2026-11-01');
    expect(to).toHaveValue('2026-11-30');
    fireEvent.change(from, { target: { value: '2024-02-01' } });
    expect(to).toHaveValue('2024-02-29');
    fireEvent.change(to, { target: { value: '2024-03-15' } });
    fireEvent.change(from, { target: { value: '2024-01-01' } });
    expect(to).toHaveValue('2024-03-15');
  });
});

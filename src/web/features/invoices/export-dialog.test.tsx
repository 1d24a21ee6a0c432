import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
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

  it('says under Till that a period the wrong way round is no period, and offers no file for it', async () => {
    render(<ExportDialog onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Till'), { target: { value: '2024-03-15' } });
    fireEvent.change(screen.getByLabelText('Från'), { target: { value: '2024-04-01' } });
    expect(await screen.findByText(messages.periodInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Till')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Ladda ner SIE-fil' })).toBeDisabled();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Board, BoardBlock, BoardRow, BoardShade } from './board';

const days = [{ date: '2026-03-31', label: 'tis 31/3' }];

describe('the planning board', () => {
  it('names the hours of a day along its head when given marks, and none without', () => {
    const { container, rerender } = render(
      <Board label="Planering" days={days} marks={['06', '07', '08']}>
        {null}
      </Board>,
    );
    const scale = container.querySelector('.board-marks');
    expect(scale).toHaveTextContent('060708');
    expect(scale).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('region', { name: 'Planering' }).style.getPropertyValue('--board-marks')).toBe('3');
    rerender(
      <Board label="Planering" days={days}>
        {null}
      </Board>,
    );
    expect(container.querySelector('.board-marks')).toBeNull();
  });

  it('gives a row with an absence room for its name under the blocks', () => {
    const { container } = render(
      <BoardRow label="Nils" days={days} hasShade>
        <BoardShade left={0} width={100} label="Frånvaro: Semester" shortLabel="Semester" />
      </BoardRow>,
    );
    expect(container.querySelector('.board-timeline')).toHaveClass('board-shaded');
    // A day's column shows the kind; a screen reader and the tooltip get the whole.
    expect(screen.getByText('Frånvaro: Semester')).toHaveClass('visually-hidden');
    expect(screen.getByText('Semester')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.board-shade')).toHaveAttribute('title', 'Frånvaro: Semester');
  });

  it('shows a block’s number whole and everything it stands for in its tooltip, the warning last', () => {
    render(
      <BoardBlock
        left={0}
        width={10}
        tone="info"
        lines={['AO-20260331-482', 'Åkeri Nord AB']}
        description="AO-20260331-482 Byte av hydraulslang, Åkeri Nord AB, 07:00–09:00"
        warning="Nils är frånvarande."
        onOpen={() => undefined}
      />,
    );
    const block = screen.getByRole('button');
    expect(block.querySelector('strong')).toHaveTextContent('AO-20260331-482');
    expect(block).toHaveAttribute(
      'title',
      'AO-20260331-482 Byte av hydraulslang, Åkeri Nord AB, 07:00–09:00\nNils är frånvarande.',
    );
  });
});

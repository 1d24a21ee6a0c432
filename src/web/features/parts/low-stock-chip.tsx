import type { Part } from '../../../shared/parts';
import { Chip } from '../../ui/status-chip';
import { Icon } from '../../ui/icon';

/** "Lågt lager", or "Under noll" for stock used before its delivery was booked: a word and an icon, not colour alone. */
export function LowStockChip({ part }: { part: Part }) {
  if (!part.isLow) return null;
  return (
    <Chip
      tone="warning"
      isFilled
      icon={<Icon name="warningAmber" size={18} />}
      label={part.onHand < 0 ? 'Under noll' : 'Lågt lager'}
    />
  );
}

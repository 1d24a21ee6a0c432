import WarningAmber from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';
import type { Part } from '../../../shared/parts';

/** "Lågt lager", or "Under noll" for stock used before its delivery was booked: a word and an icon, not colour alone. */
export function LowStockChip({ part }: { part: Part }) {
  if (!part.isLow) return null;
  return <Chip size="small" color="warning" icon={<WarningAmber />} label={part.onHand < 0 ? 'Under noll' : 'Lågt lager'} />;
}

import { Icon, type IconName } from './icon';

const icons: Record<string, IconName> = {
  Grävmaskin: 'precisionManufacturing',
  Traktor: 'agriculture',
  Lastbil: 'localShipping',
  Hjullastare: 'frontLoader',
  Bandgrävare: 'construction',
};

/** Machines recognisable at a glance: one icon per vehicle category, named by it. */
export function VehicleIcon({
  category,
  size = 24,
  isOffset = false,
}: {
  category: string;
  size?: number;
  /** 4 px down, level with the first line of a phone card's text beside it. */
  isOffset?: boolean;
}) {
  return (
    <Icon
      name={icons[category] ?? 'build'}
      title={category}
      size={size}
      className={isOffset ? 'icon-primary icon-offset' : 'icon-primary'}
    />
  );
}

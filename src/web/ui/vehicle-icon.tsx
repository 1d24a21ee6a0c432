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
  className = 'icon-primary',
}: {
  category: string;
  size?: number;
  className?: string;
}) {
  return <Icon name={icons[category] ?? 'build'} title={category} size={size} className={className} />;
}

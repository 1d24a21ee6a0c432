import Agriculture from '@mui/icons-material/Agriculture';
import Build from '@mui/icons-material/Build';
import Construction from '@mui/icons-material/Construction';
import FrontLoader from '@mui/icons-material/FrontLoader';
import LocalShipping from '@mui/icons-material/LocalShipping';
import PrecisionManufacturing from '@mui/icons-material/PrecisionManufacturing';
import type { SvgIconProps } from '@mui/material';

const icons: Record<string, typeof Build> = {
  Grävmaskin: PrecisionManufacturing,
  Traktor: Agriculture,
  Lastbil: LocalShipping,
  Hjullastare: FrontLoader,
  Bandgrävare: Construction,
};

/** Machines recognisable at a glance: one icon per vehicle category. */
export function VehicleIcon({ category, ...props }: { category: string } & SvgIconProps) {
  const Icon = icons[category] ?? Build;
  return <Icon titleAccess={category} {...props} />;
}

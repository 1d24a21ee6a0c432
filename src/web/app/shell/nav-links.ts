import { roleMay, type Access, type Role } from '../../../shared/roles';

export interface NavLink {
  to: string;
  label: string;
  requiresLogin: boolean;
  /** Who sees the link once signed in (shared/roles.ts); everyone when left out. */
  access?: Access;
  /** Shown to a mechanic only: the office and owners have the overview. */
  isMechanicsOnly?: boolean;
}

export const navLinks: NavLink[] = [
  { to: '/about', label: 'Om oss', requiresLogin: false },
  { to: '/contact', label: 'Kontakt', requiresLogin: false },
  { to: '/my-jobs', label: 'Mina jobb', requiresLogin: true, isMechanicsOnly: true },
  { to: '/dashboard', label: 'Översikt', requiresLogin: true, access: 'office' },
  { to: '/WorkOrders', label: 'Arbetsordrar', requiresLogin: true },
  { to: '/invoices', label: 'Fakturor', requiresLogin: true, access: 'office' },
  { to: '/customers', label: 'Kunder', requiresLogin: true },
  { to: '/machines', label: 'Maskiner', requiresLogin: true },
  { to: '/service-due', label: 'Service', requiresLogin: true },
  { to: '/parts', label: 'Lager', requiresLogin: true },
  { to: '/staff-ledger', label: 'Kontrollvy', requiresLogin: true },
];

/** The links the person sees: the public ones, and once signed in those their role opens. */
export function visibleLinks(user: { role?: Role } | null): NavLink[] {
  const role = user?.role ?? 'owner';
  return navLinks.filter((link) => {
    if (!link.requiresLogin) return true;
    if (!user) return false;
    if (link.isMechanicsOnly && role !== 'mechanic') return false;
    return roleMay(role, link.access ?? 'member');
  });
}

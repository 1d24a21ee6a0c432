export interface NavLink {
  to: string;
  label: string;
  requiresLogin: boolean;
}

export const navLinks: NavLink[] = [
  { to: '/about', label: 'Om oss', requiresLogin: false },
  { to: '/contact', label: 'Kontakt', requiresLogin: false },
  { to: '/dashboard', label: 'Översikt', requiresLogin: true },
  { to: '/WorkOrders', label: 'Arbetsordrar', requiresLogin: true },
  { to: '/invoices', label: 'Fakturor', requiresLogin: true },
  { to: '/customers', label: 'Kunder', requiresLogin: true },
  { to: '/machines', label: 'Maskiner', requiresLogin: true },
  { to: '/service-due', label: 'Service', requiresLogin: true },
  { to: '/parts', label: 'Lager', requiresLogin: true },
];

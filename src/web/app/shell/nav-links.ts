import { roleMay, type Access, type Role } from '../../../shared/roles';

export interface NavLink {
  to: string;
  label: string;
  requiresLogin: boolean;
  /** Who sees the link once signed in (shared/roles.ts); everyone when left out. */
  access?: Access;
  /** Shown to a mechanic only: the office and owners have the overview. */
  isMechanicsOnly?: boolean;
  /** Shown to visitors only: signed in, the footer still has it. */
  isVisitorsOnly?: boolean;
}

/** A place with several screens (Ekonomi, Team): a heading in the drawer, a menu of links in the header. */
export interface NavGroup {
  label: string;
  links: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'links' in entry;

/**
 * The main navigation (docs/product.md, Signed-in screens): the daily screens, then the money, the
 * team and the settings as places of their own, so that a newcomer finds them without the avatar menu.
 */
export const navEntries: NavEntry[] = [
  { to: '/about', label: 'Om oss', requiresLogin: false, isVisitorsOnly: true },
  { to: '/contact', label: 'Kontakt', requiresLogin: false, isVisitorsOnly: true },
  { to: '/my-jobs', label: 'Mina jobb', requiresLogin: true, isMechanicsOnly: true },
  { to: '/dashboard', label: 'Översikt', requiresLogin: true, access: 'office' },
  { to: '/WorkOrders', label: 'Arbetsordrar', requiresLogin: true },
  { to: '/planning', label: 'Planering', requiresLogin: true, access: 'office' },
  { to: '/customers', label: 'Kunder', requiresLogin: true },
  { to: '/machines', label: 'Maskiner', requiresLogin: true },
  { to: '/service-due', label: 'Service', requiresLogin: true },
  { to: '/parts', label: 'Lager', requiresLogin: true },
  {
    label: 'Ekonomi',
    links: [
      { to: '/quotes', label: 'Offerter', requiresLogin: true, access: 'office' },
      { to: '/invoices', label: 'Fakturor', requiresLogin: true, access: 'office' },
      { to: '/payments', label: 'Betalningar', requiresLogin: true, access: 'office' },
      { to: '/receivables', label: 'Kundreskontra', requiresLogin: true, access: 'office' },
      { to: '/invoice-control', label: 'Fakturakontroll', requiresLogin: true, access: 'office' },
    ],
  },
  {
    label: 'Team',
    links: [
      { to: '/team', label: 'Team', requiresLogin: true, access: 'office' },
      { to: '/time-report', label: 'Tidrapport', requiresLogin: true, access: 'office' },
      { to: '/staff-ledger', label: 'Personalliggare', requiresLogin: true },
    ],
  },
  { to: '/settings', label: 'Inställningar', requiresLogin: true, access: 'office' },
];

function isVisible(link: NavLink, user: { role?: Role } | null): boolean {
  if (!link.requiresLogin) return !(user && link.isVisitorsOnly);
  if (!user) return false;
  const role = user.role ?? 'owner';
  if (link.isMechanicsOnly && role !== 'mechanic') return false;
  return roleMay(role, link.access ?? 'member');
}

/**
 * What the person sees: the public links, and once signed in what their role opens. A group left
 * with one link is that link (a mechanic's Personalliggare); a group left with none is not shown.
 */
export function visibleEntries(user: { role?: Role } | null): NavEntry[] {
  return navEntries.flatMap((entry): NavEntry[] => {
    if (!isGroup(entry)) return isVisible(entry, user) ? [entry] : [];
    const links = entry.links.filter((link) => isVisible(link, user));
    if (links.length <= 1) return links;
    return [{ ...entry, links }];
  });
}

/** Whether `pathname` is the link's screen or one below it (/invoices/123 under Fakturor). */
export const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

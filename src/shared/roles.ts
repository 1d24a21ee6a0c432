// A leaf: the web app's menu and the server's route guard read the same rule.

/** The roles of a workshop's members (docs/team.md decision 1), most rights first. */
export const ROLES = ['owner', 'office', 'mechanic'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: 'Ägare', office: 'Kontor', mechanic: 'Mekaniker' };

/** Who may call a route: anyone signed in, the office (and owners), or owners only. */
export type Access = 'member' | 'office' | 'owner';

export function roleMay(role: Role, access: Access): boolean {
  if (access === 'member') return true;
  if (access === 'office') return role === 'owner' || role === 'office';
  return role === 'owner';
}

/** What a server route declares: everyone (login, links in mails) or a level of the roles above. */
export type RouteAccess = Access | 'public';

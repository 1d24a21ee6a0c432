import { NavLink, Outlet } from 'react-router';
import type { Access } from '../../../shared/roles';
import { useSession } from '../../session/session-context';
import { roleMay } from '../../../shared/roles';
import { PageHeader } from '../../ui/page-header';

export interface SettingsSection {
  /** Below /settings: "company" for /settings/company. */
  path: string;
  label: string;
  access: Access;
}

/**
 * 'Inställningar': the workshop's settings, one section a screen (company, prices, AI drafts,
 * backups), instead of one long profile page; the person's own details stay under Min profil.
 */
export default function SettingsPage({ sections }: { sections: SettingsSection[] }) {
  const role = useSession().user?.role ?? 'owner';
  return (
    <>
      <PageHeader title="Inställningar" />
      <div className="settings-layout">
        <nav className="settings-nav" aria-label="Inställningar">
          <ul>
            {sections
              .filter((section) => roleMay(role, section.access))
              .map((section) => (
                <li key={section.path}>
                  <NavLink to={`/settings/${section.path}`}>{section.label}</NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className="stack settings-section">
          <Outlet />
        </div>
      </div>
    </>
  );
}

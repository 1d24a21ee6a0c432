import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { Access } from '../../shared/roles';
import { sessionMessages as messages } from '../../shared/session-messages';
import { useSession } from '../session/session-context';
import { startPageOf, useMay } from '../session/role';
import { LinkButton } from '../ui/button';

/**
 * The screens below it open only for the role (docs/team.md decision 1). Another role sees why, or
 * is sent to its own start page (`redirect`); the server refuses their calls anyway.
 */
export function RequireRole({ access, redirect = false }: { access: Access; redirect?: boolean }) {
  const { user } = useSession();
  const may = useMay(access);
  // While the session is checked nothing is known of the role: the screen loads as before.
  if (!user || may) return <Outlet />;
  if (redirect) return <Navigate to={startPageOf(user)} replace />;
  return (
    <div className="page" style={{ textAlign: 'center', gap: 0, marginTop: 32 }}>
      <h1>{messages.forbidden}</h1>
      <p className="muted">Fråga verkstadens ägare om du behöver komma åt det här.</p>
      <div>
        <LinkButton to={startPageOf(user)} variant="primary">
          {user.role === 'mechanic' ? 'Till mina jobb' : 'Till översikten'}
        </LinkButton>
      </div>
    </div>
  );
}

/** A part of a screen the role may see: another feature's invoices or the company details (the server refuses them anyway). */
export function OfficeOnly({ children }: { children: ReactNode }) {
  return useMay('office') ? children : null;
}

/** A part only owners may use (backups, exporting everything). */
export function OwnerOnly({ children }: { children: ReactNode }) {
  return useMay('owner') ? children : null;
}

import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { PageHeader } from '../../ui/page-header';
import { PageSpinner } from '../../ui/page-spinner';
import { useSession } from '../../session/session-context';
import { ProfileCard } from './profile-card';
import { NarrowPage } from '../../ui/page-columns';

/** 'Profil': the person alone; the workshop's settings have their own place (/settings, app/settings). */
/** `more`: another feature's part of the person's page (the calendar link), composed by the app. */
export default function ProfilePage({ more }: { more?: ReactNode }) {
  const { user, session } = useSession();
  return (
    <>
      <PageHeader title="Profil" />
      {session.status === 'checking' ? (
        <PageSpinner label="Kontrollerar inloggning" />
      ) : !user ? (
        <Alert severity="error">{messages.profileLoadFailed}</Alert>
      ) : (
        <NarrowPage>
          <ProfileCard user={user} />
          {more}
        </NarrowPage>
      )}
    </>
  );
}

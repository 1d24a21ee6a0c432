import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { PageColumns } from '../../ui/page-columns';
import { PageHeader } from '../../ui/page-header';
import { PageSpinner } from '../../ui/page-spinner';
import { useSession } from '../../session/session-context';
import { ProfileCard } from './profile-card';

/** 'Profil': the person, and beside it what the app shell puts there (the company details). */
export default function ProfilePage({ aside }: { aside?: ReactNode }) {
  const { user, session } = useSession();
  return (
    <>
      <PageHeader title="Profil" />
      {session.status === 'checking' ? (
        <PageSpinner label="Kontrollerar inloggning" />
      ) : !user ? (
        <Alert severity="error">{messages.profileLoadFailed}</Alert>
      ) : (
        <PageColumns columns="2fr 3fr">
          <ProfileCard user={user} />
          <div>{aside}</div>
        </PageColumns>
      )}
    </>
  );
}

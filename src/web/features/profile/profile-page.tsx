import { Alert, Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
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
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { lg: '2fr 3fr' }, alignItems: 'start' }}>
          <ProfileCard user={user} />
          <Stack>{aside}</Stack>
        </Box>
      )}
    </>
  );
}

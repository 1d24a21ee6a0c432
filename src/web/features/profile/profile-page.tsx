import { Alert, Box, Stack } from '@mui/material';
import { messages } from '../../../shared/messages';
import { PageHeader } from '../../components/page-header';
import { useAuth } from '../auth/auth-context';
import { CompanyCard } from './company-card';
import { ProfileCard } from './profile-card';

export default function ProfilePage() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title="Profil" />
      {!user ? (
        <Alert severity="error">{messages.profileLoadFailed}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { lg: '2fr 3fr' }, alignItems: 'start' }}>
          <ProfileCard user={user} />
          <Stack>
            <CompanyCard />
          </Stack>
        </Box>
      )}
    </>
  );
}

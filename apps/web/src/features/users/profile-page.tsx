import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../session/session-context';
import { ProfileForm } from './profile-form';

/** /new-user and /update-profile: completing or changing one's own profile. */
export function ProfilePage({ mode }: { mode: 'new-user' | 'update-profile' }) {
  const { me } = useSession();
  const navigate = useNavigate();
  if (!me) return <PageLoader />;
  return (
    <Container size="xs" py="lg">
      <Stack>
        <Title order={2}>{mode === 'new-user' ? 'Welcome! Complete your profile' : 'Update profile'}</Title>
        <Text c="dimmed">Signed in as {me.email}</Text>
        <Paper withBorder p="lg">
          <ProfileForm
            userId={me.user_id}
            initial={{ first: me.first, last: me.last, phone: null }}
            onSaved={() => navigate('/contracts')}
          />
        </Paper>
      </Stack>
    </Container>
  );
}

import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { useSession } from '../../session/session-context';
import { useUser } from './api/users';
import { ProfileForm } from './profile-form';

/** /new-user and /update-profile: completing or changing one's own profile, prefilled with the stored one. */
export function ProfilePage({ mode }: { mode: 'new-user' | 'update-profile' }) {
  const { me } = useSession();
  const navigate = useNavigate();
  const stored = useUser(me?.user_id ?? '');
  if (!me || stored.isPending) return <PageLoader />;
  if (stored.isError) return <QueryError error={stored.error} notFoundText="User not found" />;
  return (
    <Container size="xs" py="lg">
      <Stack>
        <Title order={1} size="h2">
          {mode === 'new-user' ? 'Welcome! Complete your profile' : 'Update profile'}
        </Title>
        <Text c="dimmed">Signed in as {me.email}</Text>
        <Paper withBorder p="lg">
          <ProfileForm userId={me.user_id} initial={stored.data} onSaved={() => navigate('/contracts')} />
        </Paper>
      </Stack>
    </Container>
  );
}

import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { ANY_COMPANY, canEditProfile, formatPhone, orNA, type UserProfile } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { HistoryButton } from '../../components/history-panel';
import { LabeledValue } from '../../components/labeled-value';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { useSession } from '../../session/session-context';
import { useUser } from './api/users';
import { ProfileForm } from './profile-form';
import { TwoFactorSettings } from './two-factor-settings';
import { usePageTitle } from '../../lib/page-title';
import { Dialog } from '../../components/dialog';

/** One line: street, line 2, city, state and zip code, as far as they are known. */
function addressOf(user: UserProfile): string | null {
  const place = [user.state, user.zipcode].filter(Boolean).join(' ');
  return [user.address1, user.address2, user.city, place].filter(Boolean).join(', ') || null;
}

/**
 * /company/{company_id}/user/{user_id} (company ANY for one's own profile): the user's
 * information card with Update User (oneself or an admin), on one's own page the two-step sign-in;
 * app/ adds their company assignments.
 */
export function UserPage({ assignments }: { assignments: (user: UserProfile) => ReactNode }) {
  const { companyId = ANY_COMPANY, userId = '' } = useParams();
  const { me, access } = useSession();
  const user = useUser(userId);
  const [editing, setEditing] = useState(false);
  usePageTitle(user.data && ([user.data.first, user.data.last].filter(Boolean).join(' ') || user.data.email));
  if (!me || user.isPending) return <PageLoader />;
  if (user.isError)
    return <QueryError error={user.error} notFoundText="User not found" onRetry={() => void user.refetch()} />;
  const profile = user.data;
  const own = profile.user_id === me.user_id;
  const canEdit = canEditProfile(access, me.user_id, profile.user_id);
  const name = [profile.first, profile.last].filter(Boolean).join(' ') || profile.email;
  const back = companyId !== ANY_COMPANY ? `/company/${companyId}` : '/company';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={back} size="sm">
          ← {companyId !== ANY_COMPANY ? 'Company' : 'Companies'}
        </Anchor>
        <Group justify="space-between">
          <Title order={1} size="h2">
            {name}
          </Title>
          <Group gap="sm">
            <HistoryButton kind="user" id={profile.user_id} size="sm" />
            {canEdit && <Button onClick={() => setEditing(true)}>Update User</Button>}
          </Group>
        </Group>
      </Stack>
      <Paper withBorder p="lg" component="section" aria-label="User information">
        <Title order={2} size="h4" mb="sm">
          User information
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <LabeledValue label="First name">{orNA(profile.first)}</LabeledValue>
          <LabeledValue label="Last name">{orNA(profile.last)}</LabeledValue>
          <LabeledValue label="Email">{profile.email}</LabeledValue>
          <LabeledValue label="Phone">{formatPhone(profile.phone)}</LabeledValue>
          <LabeledValue label="Address">{orNA(addressOf(profile))}</LabeledValue>
        </SimpleGrid>
        {!profile.invite_complete && (
          <Badge mt="sm" color="gray" variant="light">
            Invitation not accepted yet
          </Badge>
        )}
      </Paper>
      {own && <TwoFactorSettings />}
      {assignments(profile)}
      {canEdit && (
        <Dialog opened={editing} onClose={() => setEditing(false)} title="Update User" centered>
          <ProfileForm userId={profile.user_id} initial={profile} onSaved={() => setEditing(false)} />
        </Dialog>
      )}
    </Stack>
  );
}

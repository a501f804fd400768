import { Anchor, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ANY_COMPANY, checkAccess, formatPhone, orNA, type Assignment } from '@portal/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { LabeledValue } from '../../components/labeled-value';
import { PageLoader } from '../../components/page-loader';
import { QueryError } from '../../components/query-error';
import { useSession } from '../../session/session-context';
import { useUser, useUserAssignments } from './api';
import { LinkCompanyRoleModal } from './link-company-role-modal';
import { ProfileForm } from './profile-form';

/**
 * /company/{company_id}/user/{user_id} (company ANY for one's own profile): the user's
 * information card with Update User (oneself or an admin) and their company assignments.
 */
export function UserPage() {
  const { companyId = ANY_COMPANY, userId = '' } = useParams();
  const { me, access } = useSession();
  const user = useUser(userId);
  const assignments = useUserAssignments(userId, user.isSuccess);
  const [editing, setEditing] = useState(false);
  const [linking, setLinking] = useState(false);
  if (!me || user.isPending) return <PageLoader />;
  if (user.isError) return <QueryError error={user.error} notFoundText="User not found" />;
  const profile = user.data;
  const own = profile.user_id === me.user_id;
  const canEdit = own || me.role_type === 'admin';
  const canLink = checkAccess(access, ANY_COMPANY, ['assign-internal-role', 'assign-external-role']) === 'success';
  const name = [profile.first, profile.last].filter(Boolean).join(' ') || profile.email;
  const back = companyId !== ANY_COMPANY ? `/company/${companyId}` : '/company';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={back} size="sm">
          ← {companyId !== ANY_COMPANY ? 'Company' : 'Companies'}
        </Anchor>
        <Group justify="space-between">
          <Title order={2}>{name}</Title>
          {canEdit && <Button onClick={() => setEditing(true)}>Update User</Button>}
        </Group>
      </Stack>
      <Paper withBorder p="lg" component="section" aria-label="User information">
        <Title order={4} mb="sm">
          User information
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <LabeledValue label="First name">{orNA(profile.first)}</LabeledValue>
          <LabeledValue label="Last name">{orNA(profile.last)}</LabeledValue>
          <LabeledValue label="Email">{profile.email}</LabeledValue>
          <LabeledValue label="Phone">{formatPhone(profile.phone)}</LabeledValue>
        </SimpleGrid>
        {!profile.invite_complete && (
          <Badge mt="sm" color="gray" variant="light">
            Invitation not accepted yet
          </Badge>
        )}
      </Paper>
      <Paper withBorder p="lg" component="section" aria-label="Company assignments">
        <Group justify="space-between" mb="sm">
          <Title order={4}>Company assignments</Title>
          {canLink && (
            <Button size="xs" variant="light" onClick={() => setLinking(true)}>
              Link company
            </Button>
          )}
        </Group>
        <DataTable<Assignment>
          caption="Company assignments"
          stackOnMobile
          loading={assignments.isPending}
          rows={assignments.data}
          rowKey={(a) => a.assignment_id}
          columns={[
            {
              key: 'company',
              header: 'Company',
              render: (a) =>
                a.company_id ? (
                  <Anchor component={Link} to={`/company/${a.company_id}`} fw={500}>
                    {a.company_name}
                  </Anchor>
                ) : (
                  <Text fw={500}>Platform administration</Text>
                ),
            },
            { key: 'role', header: 'Role', render: (a) => a.display_name },
            { key: 'type', header: 'Role type', render: (a) => a.role_type },
            { key: 'sap', header: 'SAP ID', render: (a) => orNA(a.sap_id) },
            {
              key: 'place',
              header: 'City, state',
              render: (a) => [a.city, a.state].filter(Boolean).join(', ') || 'N/A',
            },
          ]}
        />
      </Paper>
      {canEdit && (
        <Modal opened={editing} onClose={() => setEditing(false)} title="Update User" centered>
          <ProfileForm userId={profile.user_id} initial={profile} onSaved={() => setEditing(false)} />
        </Modal>
      )}
      {canLink && <LinkCompanyRoleModal user={profile} opened={linking} onClose={() => setLinking(false)} />}
    </Stack>
  );
}

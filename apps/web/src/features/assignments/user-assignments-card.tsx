import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { ANY_COMPANY, checkAccess, orNA, type Assignment, type UserProfile } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { useSession } from '../../session/session-context';
import { useUserAssignments } from './api/user-assignments';
import { LinkCompanyRoleModal } from './link-company-role-modal';

/** The user page's company assignments, with Link company for those who may assign roles. */
export function UserAssignmentsCard({ user }: { user: UserProfile }) {
  const { access } = useSession();
  const assignments = useUserAssignments(user.user_id);
  const [linking, setLinking] = useState(false);
  const canLink = checkAccess(access, ANY_COMPANY, ['assign-internal-role', 'assign-external-role']) === 'success';
  return (
    <>
      <Paper withBorder p="lg" component="section" aria-label="Company assignments">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Company assignments
          </Title>
          {canLink && (
            <Button size="xs" variant="light" onClick={() => setLinking(true)}>
              Link company
            </Button>
          )}
        </Group>
        <DataTable<Assignment>
          caption="Company assignments list"
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
      {canLink && <LinkCompanyRoleModal user={user} opened={linking} onClose={() => setLinking(false)} />}
    </>
  );
}

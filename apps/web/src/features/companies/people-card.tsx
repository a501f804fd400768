import { Anchor, Button, Group, Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import { type Assignment, type Company } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable } from '../../components/data-table';
import { useAccess } from '../../session/session-context';
import { personName } from '../../api/user-search';
import { useRemoveUser } from './api/people';
import { InviteUserModal } from './invite-user-modal';

const KINDS = {
  contacts: { title: 'Linked contacts', roleType: 'internal', invite: 'assign-internal-role' },
  employees: { title: 'Employees', roleType: 'external', invite: 'assign-external-role' },
} as const;

/**
 * Linked contacts (internal roles) or employees (external roles) of a company, with Invite user,
 * names linking to the user page (read-user) and Remove (delete-user).
 */
export function PeopleCard({
  company,
  kind,
  people,
  loading,
}: {
  company: Company;
  kind: keyof typeof KINDS;
  people: Assignment[] | undefined;
  loading: boolean;
}) {
  const { title, roleType, invite } = KINDS[kind];
  const companyId = company.company_id;
  const canInvite = useAccess(companyId, invite) === 'success';
  const canReadUser = useAccess(companyId, 'read-user') === 'success';
  const canRemove = useAccess(companyId, 'delete-user') === 'success';
  const remove = useRemoveUser();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Assignment | null>(null);
  const rows = people?.filter((p) => p.role_type === roleType);

  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          {canInvite && (
            <Button size="xs" onClick={() => setInviting(true)}>
              Invite user
            </Button>
          )}
        </Group>
        <DataTable<Assignment>
          caption={`${title} list`}
          stackOnMobile
          loading={loading}
          rows={rows}
          rowKey={(p) => p.assignment_id}
          columns={[
            {
              key: 'name',
              header: 'Name',
              render: (p) =>
                canReadUser ? (
                  <Anchor component={Link} to={`/company/${companyId}/user/${p.user_id}`} fw={500}>
                    {personName(p)}
                  </Anchor>
                ) : (
                  personName(p)
                ),
            },
            { key: 'role', header: 'Role', render: (p) => p.display_name },
            { key: 'email', header: 'Email', render: (p) => p.email },
            ...(canRemove
              ? [
                  {
                    key: 'remove',
                    header: <VisuallyHidden>Actions</VisuallyHidden>,
                    render: (p: Assignment) => (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setRemoving(p)}
                        aria-label={`Remove ${personName(p)}`}
                      >
                        Remove
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Stack>
      {canInvite && (
        <InviteUserModal
          opened={inviting}
          onClose={() => setInviting(false)}
          companyId={companyId}
          companyName={company.company_name}
          roleType={roleType}
        />
      )}
      <ConfirmModal
        opened={removing !== null}
        title="Remove user"
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        mutation={remove}
        variables={{ user_id: removing?.user_id ?? '', company_id: companyId }}
      >
        {removing ? `Remove ${personName(removing)} from ${company.company_name}?` : ''}
      </ConfirmModal>
    </Paper>
  );
}

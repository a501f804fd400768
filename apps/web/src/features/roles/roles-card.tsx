import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useRoles } from '../../api/roles';
import { usePermissions } from './api/permissions';
import { RoleModal } from './role-modal';
import { RolesTable } from './roles-table';

/** The admin page's Roles card: Add roles (plus the page's other `actions`) and the roles table. */
export function RolesCard({ actions }: { actions?: ReactNode }) {
  const roles = useRoles();
  const permissions = usePermissions();
  const [adding, addRole] = useDisclosure(false);
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Roles
          </Title>
          <Group gap="sm">
            <Button onClick={addRole.open}>Add roles</Button>
            {actions}
          </Group>
        </Group>
        <RolesTable roles={roles.data} permissions={permissions.data} loading={roles.isPending} />
      </Stack>
      <RoleModal opened={adding} onClose={addRole.close} />
    </Paper>
  );
}

import { roleTypeLabel } from '@portal/domain';
import { ActionIcon, Badge, Button, Center, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Permission, Role, RoleType } from '@portal/domain';
import { Fragment, useState } from 'react';
import { RoleModal } from './role-modal';

const ROLE_TYPE_COLOR: Record<RoleType, string> = { admin: 'red', internal: 'blue', external: 'gray' };

/** Roles with expandable rows listing each role's permissions, and Edit per role. */
export function RolesTable({
  roles,
  permissions,
  loading,
}: {
  roles?: Role[];
  permissions?: Permission[];
  loading: boolean;
}) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Role | null>(null);
  const names = new Map(permissions?.map((p) => [p.permission_code, p.display_name]));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Roles">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <VisuallyHidden>Details</VisuallyHidden>
              </Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Permissions</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Center p="md" role="status" aria-label="Loading">
                    <Loader size="sm" />
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : !roles?.length ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text ta="center" c="dimmed" p="md">
                    No data
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              roles.map((role) => {
                const expanded = open.has(role.role_id);
                return (
                  <Fragment key={role.role_id}>
                    <Table.Tr>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          aria-expanded={expanded}
                          aria-controls={`perms-${role.role_id}`}
                          aria-label={`${expanded ? 'Hide' : 'Show'} permissions of ${role.display_name}`}
                          onClick={() => toggle(role.role_id)}
                        >
                          <span
                            aria-hidden
                            style={{ display: 'inline-block', transform: expanded ? 'rotate(90deg)' : 'none' }}
                          >
                            ▸
                          </span>
                        </ActionIcon>
                      </Table.Td>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {role.display_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {role.role_name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={ROLE_TYPE_COLOR[role.role_type]}>
                          {roleTypeLabel(role.role_type)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{role.description}</Text>
                      </Table.Td>
                      <Table.Td>{role.permissions.length}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing(role)}
                          aria-label={`Edit ${role.display_name}`}
                        >
                          Edit
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                    {expanded && (
                      <Table.Tr id={`perms-${role.role_id}`}>
                        <Table.Td />
                        <Table.Td colSpan={5}>
                          {role.permissions.length ? (
                            <Group gap={6}>
                              {role.permissions.map((code) => (
                                <Badge key={code} variant="outline" tt="none" title={code}>
                                  {names.get(code) ?? code}
                                </Badge>
                              ))}
                            </Group>
                          ) : (
                            <Text size="sm" c="dimmed">
                              No permissions
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <RoleModal key={editing.role_id} role={editing} opened onClose={() => setEditing(null)} />}
    </>
  );
}

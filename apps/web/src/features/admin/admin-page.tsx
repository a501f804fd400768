import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useAccess } from '../../session/session-context';
import { SsoProvidersCard } from '../sso/sso-providers-card';
import { useRoles } from '../../api/roles';
import { useSalesYear } from '../../api/sales-year';
import { usePermissions } from './api';
import { InviteAdminModal } from './invite-admin-modal';
import { PlantingDatesCard } from './planting-dates-card';
import { RoleModal } from './role-modal';
import { RolesTable } from './roles-table';
import { SalesYearModal } from './sales-year-modal';

/** /admin: the admin console. Role type admin only (guarded by the route). */
export function AdminPage() {
  const roles = useRoles();
  const permissions = usePermissions();
  const salesYear = useSalesYear();
  const [adding, addRole] = useDisclosure(false);
  const [inviting, invite] = useDisclosure(false);
  const [settingYear, setYear] = useDisclosure(false);
  const showPrograms = useAccess('ANY', 'show-programs') === 'success';
  const uploadLeads = useAccess('ANY', 'update-EAL-bulk') === 'success';
  const companyTraining = useAccess('ANY', 'company-training') === 'success';

  return (
    <Stack>
      <Title order={2}>Admin</Title>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <Text fw={600}>Programme</Text>
          <Group gap="sm">
            {showPrograms && (
              <Button component={Link} to="/company/programs" variant="light">
                Programs
              </Button>
            )}
            {uploadLeads && (
              <Button component={Link} to="/company/upload-account-leads" variant="light">
                Upload Account Leads
              </Button>
            )}
            <Button component={Link} to="/company/upload-growers" variant="light">
              Upload Growers
            </Button>
            <Button component={Link} to="/company/upload-training-video" variant="light">
              Upload Training Video
            </Button>
            {companyTraining && (
              <Button component={Link} to="/company/upload-companies-training" variant="light">
                Upload Stewardship Training
              </Button>
            )}
            <Button variant="light" onClick={setYear.open} disabled={!salesYear.data}>
              Set default contract year
            </Button>
            <Button component={Link} to="/admin/outbox" variant="light">
              Outbox
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            Current default contract year: {salesYear.data ?? '…'}. The Outbox shows the invitations, password resets
            and signing requests the portal sent.
          </Text>
        </Stack>
      </Paper>

      {salesYear.data && <PlantingDatesCard salesYear={salesYear.data} />}

      <Paper withBorder p="lg">
        <Stack>
          <Group justify="space-between">
            <Title order={4}>Roles</Title>
            <Group gap="sm">
              <Button onClick={addRole.open}>Add roles</Button>
              <Button variant="outline" onClick={invite.open}>
                Invite admin
              </Button>
            </Group>
          </Group>
          <RolesTable roles={roles.data} permissions={permissions.data} loading={roles.isPending} />
        </Stack>
      </Paper>

      <SsoProvidersCard />

      <RoleModal opened={adding} onClose={addRole.close} />
      <InviteAdminModal opened={inviting} onClose={invite.close} />
      {salesYear.data && (
        <SalesYearModal key={salesYear.data} salesYear={salesYear.data} opened={settingYear} onClose={setYear.close} />
      )}
    </Stack>
  );
}

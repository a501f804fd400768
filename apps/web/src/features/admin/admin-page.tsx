import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSalesYear } from '../../api/sales-year';
import { useAccess } from '../../session/session-context';

/**
 * /admin: the admin console (role type admin, guarded by the route). The other areas' parts come
 * in from app/: the sales-year button among the programme links, and the cards below them.
 */
export function AdminPage({ salesYearButton, children }: { salesYearButton: ReactNode; children: ReactNode }) {
  const salesYear = useSalesYear();
  const showPrograms = useAccess('ANY', 'show-programs') === 'success';
  const uploadLeads = useAccess('ANY', 'update-EAL-bulk') === 'success';
  const companyTraining = useAccess('ANY', 'company-training') === 'success';

  return (
    <Stack>
      <Title order={1} size="h2">
        Admin
      </Title>
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
            {salesYearButton}
            <Button component={Link} to="/admin/outbox" variant="light">
              Outbox
            </Button>
            <Button component={Link} to="/admin/audit-log" variant="light">
              Audit log
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            Current default contract year: {salesYear.data ?? '…'}. The Outbox shows the invitations, password resets
            and signing requests the portal sent.
          </Text>
        </Stack>
      </Paper>

      {children}
    </Stack>
  );
}

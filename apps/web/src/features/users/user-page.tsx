import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { orNA } from '@portal/domain';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../session/session-context';
import { ProfileForm } from './profile-form';

/** /company/{company_id}/user/{user_id}; ANY with one's own id is the signed-in user's profile. */
export function UserPage() {
  const { userId } = useParams();
  const { me } = useSession();
  const [editing, { open, close }] = useDisclosure(false);
  if (!me) return <PageLoader />;
  if (userId !== me.user_id) return <ComingSoon title="User profile" />;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{[me.first, me.last].filter(Boolean).join(' ') || me.email}</Title>
        <Button onClick={open}>Update User</Button>
      </Group>
      <Paper withBorder p="lg">
        <Title order={4} mb="sm">
          User information
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Info label="First name" value={orNA(me.first)} />
          <Info label="Last name" value={orNA(me.last)} />
          <Info label="Email" value={me.email} />
          <Info label="Role" value={orNA(me.role_name)} />
          <Info label="Role type" value={orNA(me.role_type)} />
        </SimpleGrid>
      </Paper>
      <Modal opened={editing} onClose={close} title="Update User" centered>
        <ProfileForm userId={me.user_id} initial={{ first: me.first, last: me.last, phone: null }} onSaved={close} />
      </Modal>
    </Stack>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

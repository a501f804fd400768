import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { ANY_COMPANY, checkAccess, hasGeneralAccess, HOME_MESSAGES } from '@portal/domain';
import { Link } from 'react-router';
import { TaskCard } from '../../components/task-card';
import { useSession } from '../../session/session-context';
import { useAwaitingSignature } from './api/get-awaiting-signature';

/**
 * The home page's "Awaiting your signature (N)": the contracts where the user is a signer who has not
 * signed, each with its page and Sign. Shown to the signing roles (sign-contract, approve-contract at a
 * company) even when empty, to anyone else (admins too) only when something waits.
 */
export function AwaitingSignatureSection() {
  const { access } = useSession();
  // an admin holds every code without signing for any company: only when something waits
  const signs =
    !hasGeneralAccess(access) && checkAccess(access, ANY_COMPANY, ['sign-contract', 'approve-contract']) === 'success';
  const query = useAwaitingSignature();
  const total = query.data?.total ?? 0;
  if (!signs && !total) return null;
  const contracts = query.data?.contracts ?? [];
  const more = total - contracts.length;
  return (
    <TaskCard
      label={HOME_MESSAGES.awaitingTitle(null)}
      title={HOME_MESSAGES.awaitingTitle(query.data ? total : null)}
      loading={query.isPending}
      error={query.isError}
      isEmpty={!total}
      emptyText={HOME_MESSAGES.awaitingNone}
    >
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Contracts to sign">
        {contracts.map((contract) => {
          const base = `/company/${contract.company_id}/contracts`;
          return (
            <Group component="li" key={contract.contract_id} justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`${base}/${contract.contract_id}`} ff="monospace" fw={600} size="sm">
                  {contract.new_contract_id}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {[contract.grower_name, contract.entity_name && `for ${contract.entity_name}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <Button
                component={Link}
                to={`${base}/sign-pdf/${contract.contract_id}`}
                size="compact-sm"
                style={{ flexShrink: 0 }}
                aria-label={`Sign contract ${contract.new_contract_id}`}
              >
                Sign
              </Button>
            </Group>
          );
        })}
      </Stack>
      {more > 0 && (
        <Text size="xs" c="dimmed">
          {HOME_MESSAGES.awaitingMore(more)}
        </Text>
      )}
    </TaskCard>
  );
}

import { Badge, Group, Stack, Text } from '@mantine/core';
import { orNA, signerPhoneLabel, type ContractView } from '@portal/domain';
import { Widget } from './widget';

export function SignersWidget({ contract }: { contract: ContractView | undefined }) {
  const signers = contract?.contract_signers ?? [];
  return (
    <Widget title="Signers" loading={!contract} empty={!signers.length} emptyText="Not sent for signing yet.">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {signers.map((signer) => (
          <li key={signer.contract_signer_id}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {[signer.first_name, signer.last_name].filter(Boolean).join(' ') || 'N/A'}
                </Text>
                <Text size="sm" c="dimmed">
                  {[
                    signer.title ?? signer.role,
                    signer.delivery_choice === 'phone' ? signerPhoneLabel(signer.phone) : orNA(signer.email),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {signer.approval_timestamp && (
                  <Text size="xs" c="dimmed">
                    Signed {new Date(signer.approval_timestamp).toLocaleString('en-US')}
                  </Text>
                )}
              </div>
              <Badge
                color={signer.contract_status === 'signed' ? 'green' : 'yellow.4'}
                c={signer.contract_status === 'signed' ? 'white' : 'dark.8'}
                tt="none"
                style={{ flexShrink: 0, maxWidth: 'none' }}
              >
                {signer.contract_status}
              </Badge>
            </Group>
          </li>
        ))}
      </Stack>
    </Widget>
  );
}

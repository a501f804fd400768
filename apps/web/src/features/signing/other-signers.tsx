import { Badge, Group, Stack, Text } from '@mantine/core';
import type { SignerRow } from '@portal/domain';

const ROLE_LABELS: Record<string, string> = { receiver: 'Grain receiver', reseller: 'Reseller', grower: 'Grower' };

export const signerName = (s: { first_name: string; last_name: string }) =>
  [s.first_name, s.last_name].filter(Boolean).join(' ') || 'N/A';

/** The signers besides the grower, as the send dialog lists them (not editable there). */
export function OtherSigners({ signers: others }: { signers: SignerRow[] }) {
  return (
    <Stack gap={6}>
      <Text fw={600}>Other signers</Text>
      {others.length ? (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {others.map((signer) => (
            <li key={`${signer.role}-${signer.user_id ?? signer.email}`}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {signerName(signer)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[signer.entity_name, signer.email].filter(Boolean).join(' · ')}
                  </Text>
                </div>
                <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
                  {ROLE_LABELS[signer.role] ?? signer.role}
                </Badge>
              </Group>
            </li>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No other signers: only the grower signs.
        </Text>
      )}
    </Stack>
  );
}

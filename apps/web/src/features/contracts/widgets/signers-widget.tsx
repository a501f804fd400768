import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  CONTACT_CONFIRMATION_MESSAGES as CONFIRMATION,
  orNA,
  signerPhoneLabel,
  type ContractSignerView,
  type ContractView,
  type SignerStatus,
  formatDateTime,
} from '@portal/domain';
import { Widget } from './widget';

const STATUS_COLOR: Record<SignerStatus, string> = {
  signed: 'green',
  'awaiting signature': 'yellow.4',
  declined: 'red',
};

const contactOf = (c: { delivery_choice: string; email: string | null; phone: string | null }) =>
  c.delivery_choice === 'phone' ? signerPhoneLabel(c.phone) : orNA(c.email);

/**
 * The contract's signers. A grower contact awaiting confirmation is shown as such (no signing link
 * works until it is confirmed); `onApproveContact` is given to a reseller approver, who approves
 * one the grower record cannot confirm.
 */
export function SignersWidget({
  contract,
  onApproveContact,
}: {
  contract: ContractView | undefined;
  onApproveContact?: (signer: ContractSignerView) => void;
}) {
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
                  {[signer.title ?? signer.role, contactOf(signer)].filter(Boolean).join(' · ')}
                </Text>
                {signer.pending_contact && (
                  <Stack gap={2} mt={4}>
                    <Text size="sm" fw={600} c="orange.9">
                      {CONFIRMATION.pending}: {contactOf(signer.pending_contact)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {signer.pending_contact.confirm_by === 'reseller'
                        ? CONFIRMATION.pendingByReseller
                        : CONFIRMATION.pendingByGrower}
                    </Text>
                    {onApproveContact && signer.pending_contact.confirm_by === 'reseller' && (
                      <Button size="xs" variant="light" w="fit-content" onClick={() => onApproveContact(signer)}>
                        {CONFIRMATION.approve}
                      </Button>
                    )}
                  </Stack>
                )}
                {signer.approval_timestamp && (
                  <Text size="xs" c="dimmed">
                    Signed {formatDateTime(signer.approval_timestamp)}
                  </Text>
                )}
                {signer.declined_at && (
                  <Text size="sm" c="red.8">
                    Declined {formatDateTime(signer.declined_at)}
                    {signer.decline_reason ? `: ${signer.decline_reason}` : ''}
                  </Text>
                )}
              </div>
              <Badge
                color={STATUS_COLOR[signer.contract_status]}
                c={signer.contract_status === 'awaiting signature' ? 'dark.8' : 'white'}
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

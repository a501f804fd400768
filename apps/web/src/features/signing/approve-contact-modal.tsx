import { Button, Group, Stack, Text } from '@mantine/core';
import { CONTACT_CONFIRMATION_MESSAGES as TEXT, formatPhone, orNA, type ContractSignerView } from '@portal/domain';
import { MutationModal } from '../../components/mutation-modal';
import { ApiError } from '../../lib/api';
import { useApproveGrowerContact } from './api/grower-contact';

/**
 * The reseller approver approves a grower's new contact (the grower record has none of its own);
 * the signing link then goes to it.
 */
export function ApproveContactModal({
  contractId,
  signer,
  onClose,
}: {
  contractId: string;
  signer: ContractSignerView;
  /** changed: the contact was approved (the contract screen reloads its signers). */
  onClose: (changed: boolean) => void;
}) {
  const mutation = useApproveGrowerContact();
  const pending = signer.pending_contact;
  const name = [signer.first_name, signer.last_name].filter(Boolean).join(' ') || 'N/A';
  return (
    <MutationModal
      mutation={mutation}
      onClose={() => onClose(mutation.isSuccess)}
      title={TEXT.approve}
      loadingText={TEXT.approving}
      successText={TEXT.approved}
      failedText={(error) => (error instanceof ApiError && error.status < 500 ? error.message : TEXT.approveFailed)}
    >
      {(close) => (
        <Stack>
          <Text>
            {name}: {pending?.delivery_choice === 'phone' ? formatPhone(pending.phone) : orNA(pending?.email)}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              onClick={() =>
                mutation.mutate({ contract_id: contractId, contract_signer_id: signer.contract_signer_id })
              }
            >
              {TEXT.approve}
            </Button>
          </Group>
        </Stack>
      )}
    </MutationModal>
  );
}

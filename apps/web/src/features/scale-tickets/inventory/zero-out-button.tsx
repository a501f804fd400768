import { Button, Stack, Text } from '@mantine/core';
import {
  canZeroOut,
  checkAccess,
  formatAmount,
  SCALE_TICKET_MESSAGES,
  zeroOutTicket,
  type ContractInventory,
} from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/form-actions';
import { MutationModal } from '../../../components/mutation-modal';
import { useSession } from '../../../session/session-context';
import { useCreateScaleTickets } from '../api/save-scale-tickets';

/**
 * Zero out (create-scale-ticket and adjust-inventory at the plan's company, as the API checks): after a confirmation
 * stating the quantity, posts one zero-out ticket whose net quantity is the contract's inventory.
 * Nothing shows without the permission or without inventory left.
 */
export function ZeroOutButton({ contract, onDone }: { contract: ContractInventory; onDone?: () => void }) {
  const company = contract.external_reference_id;
  const { access } = useSession();
  const allowed = (['create-scale-ticket', 'adjust-inventory'] as const).every(
    (code) => checkAccess(access, company, code) === 'success',
  );
  const [open, setOpen] = useState(false);
  const mutation = useCreateScaleTickets();
  if (!allowed || !canZeroOut(contract)) return null;
  const quantity = `${formatAmount(contract.inventory)} bu`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ scale_tickets: [zeroOutTicket(contract, new Date())] }, { onSuccess: () => onDone?.() });
  };
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        onClick={() => setOpen(true)}
        aria-label={`Zero out ${contract.new_contract_id}`}
      >
        Zero out
      </Button>
      <MutationModal
        mutation={mutation}
        opened={open}
        onClose={() => setOpen(false)}
        title="Zero out inventory"
        loadingText="Zeroing out…"
        failedText={SCALE_TICKET_MESSAGES.zeroOutFailed}
        closeOnSuccess
      >
        {(close) => (
          <Stack component="form" onSubmit={submit}>
            <Text>
              Zero out <b>{quantity}</b> of inventory for contract {contract.new_contract_id} ({contract.grower_name})?
            </Text>
            <Text size="sm" c="dimmed">
              A zero-out scale ticket of {quantity} is recorded, dated today.
            </Text>
            <FormActions onCancel={close} submitLabel="Zero out" />
          </Stack>
        )}
      </MutationModal>
    </>
  );
}

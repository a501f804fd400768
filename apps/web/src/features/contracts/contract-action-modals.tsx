import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { CONTRACT_MESSAGES, SYNC_COMPLETE_DELAY_MS, VOID_REASON_MAX, type ContractView } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useDeleteContract } from './api/delete-contract';
import { useSyncContract } from './api/sync-contract';
import { useVoidContract } from './api/void-contract';

/** Void contract: a confirmation with the reason (required; the signers are told), then PATCH /api/void; failures show the spec's text. */
export function VoidContractModal({ contract, onClose }: { contract: ContractView; onClose: () => void }) {
  const mutation = useVoidContract(contract.contract_id);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = !reason.trim();
  const blocked = mutation.error instanceof ApiError && mutation.error.body.message === CONTRACT_MESSAGES.voidBlocked;
  return (
    <Modal opened onClose={onClose} title="Void contract" centered>
      <Stack>
        <Text>
          Void contract {contract.new_contract_id} for {contract.contract_details.grower_details.grower_name}? A voided
          contract can no longer be signed; its signers are told why.
        </Text>
        <Textarea
          label="Reason for voiding"
          required
          rows={2}
          maxLength={VOID_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={tried && missing ? CONTRACT_MESSAGES.voidReason : undefined}
          description={`${reason.length}/${VOID_REASON_MAX}`}
        />
        {mutation.isError && (
          <Alert
            color="red"
            role="alert"
            title={blocked ? CONTRACT_MESSAGES.voidBlocked : CONTRACT_MESSAGES.voidOrSendFailed}
          />
        )}
        <CancelOrConfirm
          onCancel={onClose}
          label="Void contract"
          loading={mutation.isPending}
          onConfirm={() => {
            setTried(true);
            if (!missing) mutation.mutate(reason.trim(), { onSuccess: onClose });
          }}
        />
      </Stack>
    </Modal>
  );
}

/** Delete contract (voided only): permanent; recorded with the deleting user, then /dashboard. */
export function DeleteContractModal({ contract, onClose }: { contract: ContractView; onClose: () => void }) {
  const navigate = useNavigate();
  const mutation = useDeleteContract(contract.contract_id);
  return (
    <Modal opened onClose={onClose} title="Delete contract" centered>
      <Stack>
        <Text>
          Permanently delete the voided contract {contract.new_contract_id}? This cannot be undone: the contract
          disappears from every list.
        </Text>
        {mutation.isError && <Alert color="red" role="alert" title={CONTRACT_MESSAGES.voidOrSendFailed} />}
        <CancelOrConfirm
          onCancel={onClose}
          label="Delete permanently"
          loading={mutation.isPending}
          onConfirm={() => mutation.mutate(undefined, { onSuccess: () => navigate('/dashboard') })}
        />
      </Stack>
    </Modal>
  );
}

/** The foot of a contract confirmation: Cancel (focused first), then the red action. */
function CancelOrConfirm({
  onCancel,
  label,
  loading,
  onConfirm,
}: {
  onCancel: () => void;
  label: string;
  loading: boolean;
  onConfirm: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} data-autofocus>
        Cancel
      </Button>
      <Button color="red" loading={loading} onClick={onConfirm}>
        {label}
      </Button>
    </Group>
  );
}

type SyncState = 'idle' | 'running' | 'complete' | 'failed';
const SYNC_LABEL: Record<SyncState, string> = {
  idle: 'Sync contract',
  running: 'Sync in progress...',
  complete: 'Sync Complete',
  failed: CONTRACT_MESSAGES.syncFailed,
};

/** Sync contract → Sync in progress... → Sync Complete 60 s after a 200 reply, or Sync Failed. */
export function SyncContractButton({ contractId }: { contractId: string }) {
  const [state, setState] = useState<SyncState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mutation = useSyncContract(contractId);
  const sync = () => {
    setState('running');
    mutation.mutate(undefined, {
      onSuccess: () => {
        timer.current = setTimeout(() => setState('complete'), SYNC_COMPLETE_DELAY_MS);
      },
      onError: () => setState('failed'),
    });
  };
  return (
    <Button
      variant="light"
      color={state === 'failed' ? 'red' : state === 'complete' ? 'green' : undefined}
      onClick={sync}
      disabled={state === 'running'}
      aria-live="polite"
    >
      {SYNC_LABEL[state]}
    </Button>
  );
}

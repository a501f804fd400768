import { Button, Textarea } from '@mantine/core';
import {
  CONTRACT_MESSAGES,
  SYNC_COMPLETE_DELAY_MS,
  VOID_REASON_MAX,
  type ContractView,
  CONTRACT_FEEDBACK,
} from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { isApiError } from '../../lib/api';
import { useDeleteContract } from './api/delete-contract';
import { useSyncContract } from './api/sync-contract';
import { useVoidContract } from './api/void-contract';
import { showSuccess } from '../../components/toast';

/** Void contract: a confirmation with the reason (required; the signers are told), then PATCH /api/void; failures show the spec's text. */
export function VoidContractModal({ contract, onClose }: { contract: ContractView; onClose: () => void }) {
  const mutation = useVoidContract(contract.contract_id);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = !reason.trim();
  const blocked = isApiError(mutation.error, 'void_blocked');
  return (
    <ConfirmModal
      title="Void contract"
      confirmLabel="Void contract"
      onClose={onClose}
      mutation={mutation}
      variables={reason.trim()}
      onDone={() => showSuccess(CONTRACT_FEEDBACK.voided(contract.new_contract_id))}
      check={() => {
        setTried(true);
        return !missing;
      }}
      failedText={blocked ? CONTRACT_MESSAGES.voidBlocked : CONTRACT_MESSAGES.voidOrSendFailed}
      details={
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
      }
    >
      Void contract {contract.new_contract_id} for {contract.contract_details.grower_details.grower_name}? A voided
      contract can no longer be signed; its signers are told why.
    </ConfirmModal>
  );
}

/** Delete contract (voided only): permanent; recorded with the deleting user, then /dashboard. */
export function DeleteContractModal({ contract, onClose }: { contract: ContractView; onClose: () => void }) {
  const navigate = useNavigate();
  const mutation = useDeleteContract(contract.contract_id);
  return (
    <ConfirmModal
      title="Delete contract"
      confirmLabel="Delete permanently"
      onClose={onClose}
      mutation={mutation}
      variables={undefined}
      onDone={() => navigate('/dashboard')}
      failedText={CONTRACT_MESSAGES.voidOrSendFailed}
    >
      Permanently delete the voided contract {contract.new_contract_id}? This cannot be undone: the contract disappears
      from every list.
    </ConfirmModal>
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

import { Textarea } from '@mantine/core';
import { declineSchema } from '@portal/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorTitle } from './signing-errors';

const REASON_MAX = 255;

/**
 * Decline to sign: the reason is required (the sender is told it); after a failure the modal stays
 * open with the reason as typed, so it is sent again as it is.
 */
export function DeclineModal({
  newContractId,
  mutation,
  onClose,
  onDone,
}: {
  newContractId: string;
  mutation: UseMutationResult<unknown, Error, string>;
  onClose: () => void;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const parsed = declineSchema.safeParse({ reason });
  const issue = parsed.error?.issues[0]?.message;
  return (
    <ConfirmModal
      title="Decline to sign"
      confirmLabel="Decline"
      onClose={onClose}
      mutation={mutation}
      variables={parsed.data?.reason ?? ''}
      check={() => {
        setTried(true);
        return parsed.success;
      }}
      onDone={onDone}
      failedText={errorTitle}
      details={
        <Textarea
          label="Reason for declining"
          required
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={tried && issue ? issue : undefined}
          description={`${reason.length}/${REASON_MAX}`}
        />
      }
    >
      Decline to sign contract {newContractId}? Nobody can sign it until it is resent; the sender is told your reason.
    </ConfirmModal>
  );
}

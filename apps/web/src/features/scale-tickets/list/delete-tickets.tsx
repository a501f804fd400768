import { Button, Tooltip } from '@mantine/core';
import { SCALE_TICKET_MESSAGES, TEXTS, type ScaleTicket } from '@portal/domain';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { showUndoable } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { useDeleteScaleTickets, useRestoreScaleTickets } from '../api/save-scale-tickets';

/** What a failed restore says: the API's text naming the clashing ticket, else the generic one. */
export const restoreFailedText = (error: Error) =>
  isApiError(error, 'scale_ticket_restore_clash') || isApiError(error, 'not_found')
    ? error.message
    : TEXTS.somethingWentWrong;

const HINT_ID = 'delete-tickets-hint';

/**
 * Delete for the selected rows, saying how many ("Delete 2 tickets"): disabled with none selected (the
 * spec's message in its tooltip), else a confirmation, then the toast "Scale Ticket Deleted" with Undo
 * (the delete's batch put back) and the list refreshed.
 */
export function DeleteTicketsButton({ selected, onDeleted }: { selected: ScaleTicket[]; onDeleted: () => void }) {
  const remove = useDeleteScaleTickets();
  const restore = useRestoreScaleTickets();
  const [confirming, setConfirming] = useState(false);
  const count = selected.length;
  const deleted = ({ batch_id }: { batch_id: string }) => {
    showUndoable({
      message: SCALE_TICKET_MESSAGES.deleted,
      undoLabel: SCALE_TICKET_MESSAGES.undo,
      onUndo: (toast) => {
        toast.pending();
        restore.mutate(
          { batch_id },
          {
            onSuccess: () => toast.succeeded(SCALE_TICKET_MESSAGES.restored),
            onError: (error) => toast.failed(restoreFailedText(error)),
          },
        );
      },
    });
    onDeleted();
  };
  return (
    <>
      {count ? (
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          {SCALE_TICKET_MESSAGES.deleteSelected(count)}
        </Button>
      ) : (
        // the wrapper takes hover and focus, which a disabled button cannot
        <Tooltip label={SCALE_TICKET_MESSAGES.selectRowToDelete} withArrow multiline w={240}>
          <span tabIndex={0} style={{ display: 'inline-block' }}>
            <Button color="red" variant="outline" disabled aria-describedby={HINT_ID}>
              {SCALE_TICKET_MESSAGES.deleteSelected(0)}
            </Button>
            <span id={HINT_ID} hidden>
              {SCALE_TICKET_MESSAGES.selectRowToDelete}
            </span>
          </span>
        </Tooltip>
      )}
      <ConfirmModal
        opened={confirming}
        title="Delete scale tickets"
        confirmLabel={SCALE_TICKET_MESSAGES.deleteSelected(count)}
        mutation={remove}
        variables={{
          scale_tickets: selected.map((t) => ({
            production_plan_id: t.production_plan_id,
            scale_ticket_id: t.scale_ticket_id,
          })),
        }}
        onDone={deleted}
        onClose={() => setConfirming(false)}
      >
        {count === 1
          ? `Delete scale ticket ${selected[0]!.scale_ticket_number}? You can undo this, or restore it from Deleted tickets within 30 days.`
          : `Delete the ${count} selected scale tickets? You can undo this, or restore them from Deleted tickets within 30 days.`}
      </ConfirmModal>
    </>
  );
}

import { Button } from '@mantine/core';
import { SCALE_TICKET_MESSAGES, type ScaleTicket } from '@portal/domain';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { showSuccess } from '../../../components/toast';
import { useDeleteScaleTickets } from '../api/save-scale-tickets';

/**
 * Delete for the selected rows: with none selected the spec's message (`onNothingSelected`), else a
 * confirmation, then the toast "Scale Ticket Deleted" and the list refreshed.
 */
export function DeleteTicketsButton({
  selected,
  onNothingSelected,
  onDeleted,
}: {
  selected: ScaleTicket[];
  onNothingSelected: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteScaleTickets();
  const [confirming, setConfirming] = useState(false);
  const count = selected.length;
  const deleted = () => {
    showSuccess(SCALE_TICKET_MESSAGES.deleted);
    onDeleted();
  };
  return (
    <>
      <Button color="red" variant="light" onClick={() => (count ? setConfirming(true) : onNothingSelected())}>
        Delete
      </Button>
      <ConfirmModal
        opened={confirming}
        title="Delete scale tickets"
        confirmLabel="Delete"
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
          ? `Delete scale ticket ${selected[0]!.scale_ticket_number}? This cannot be undone.`
          : `Delete the ${count} selected scale tickets? This cannot be undone.`}
      </ConfirmModal>
    </>
  );
}

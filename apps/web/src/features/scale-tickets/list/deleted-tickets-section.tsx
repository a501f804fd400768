import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import {
  formatAmount,
  formatTicketDate,
  SCALE_TICKET_MESSAGES,
  type DeletedTicket,
  formatDateTime,
} from '@portal/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { QueryError } from '../../../components/query-error';
import { showSuccess } from '../../../components/toast';
import { useDeletedTickets } from '../api/get-deleted-tickets';
import { useRestoreScaleTickets } from '../api/save-scale-tickets';
import { restoreFailedText } from './delete-tickets';

/**
 * The Deleted tickets view of a company's year: the tickets deleted in the last 30 days, each with who
 * deleted it and until when it can be restored. Restore puts back the row's whole delete (all the
 * tickets deleted with it), or nothing when one of them now repeats a live ticket.
 */
export function DeletedTicketsSection({ companyId, year }: { companyId: string; year: number }) {
  const list = useDeletedTickets(companyId, year);
  const restore = useRestoreScaleTickets();
  const rows = list.data?.deleted_tickets;
  const batchSize = (batchId: string) => rows?.filter((r) => r.batch_id === batchId).length ?? 0;
  const restoreBatch = (ticket: DeletedTicket) =>
    restore.mutate({ batch_id: ticket.batch_id }, { onSuccess: () => showSuccess(SCALE_TICKET_MESSAGES.restored) });
  const columns: Column<DeletedTicket>[] = [
    { key: 'number', header: 'Ticket', render: (t) => t.scale_ticket_number },
    { key: 'date', header: 'Date', render: (t) => formatTicketDate(t.scale_ticket_date) },
    { key: 'grower', header: 'Grower', render: (t) => t.grower_name },
    { key: 'bol', header: 'BOL', render: (t) => t.bill_of_landing_number },
    { key: 'net', header: 'Net qty', render: (t) => formatAmount(t.net_quantity) },
    { key: 'plan', header: 'Plan', render: (t) => t.inventory_code },
    {
      key: 'deleted',
      header: 'Deleted',
      render: (t) => `${formatDateTime(t.deleted_at)}${t.deleted_by_name ? ` by ${t.deleted_by_name}` : ''}`,
    },
    { key: 'until', header: 'Restorable until', render: (t) => formatDateTime(t.restorable_until) },
    {
      key: 'restore',
      header: 'Restore',
      render: (t) => {
        const others = batchSize(t.batch_id) - 1;
        return (
          <Button
            size="compact-sm"
            variant="light"
            loading={restore.isPending && restore.variables?.batch_id === t.batch_id}
            onClick={() => restoreBatch(t)}
            aria-label={`Restore ticket ${t.scale_ticket_number}${others ? ` and the ${others} deleted with it` : ''}`}
          >
            {others ? `Restore (${others + 1})` : 'Restore'}
          </Button>
        );
      },
    },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="deleted-tickets-title">
      <Title order={2} size="h3" id="deleted-tickets-title">
        {SCALE_TICKET_MESSAGES.deletedTickets}
      </Title>
      <Text size="sm" c="dimmed">
        {SCALE_TICKET_MESSAGES.deletedTicketsHint}
      </Text>
      {restore.error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => restore.reset()}>
          {restoreFailedText(restore.error)}
        </Alert>
      )}
      {list.isError ? (
        <QueryError error={list.error} notFoundText={SCALE_TICKET_MESSAGES.deletedTickets} />
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          loading={list.isPending}
          rowKey={(t) => t.scale_ticket_id}
          emptyText={`No scale tickets of ${year} were deleted in the last 30 days.`}
          caption={SCALE_TICKET_MESSAGES.deletedTickets}
        />
      )}
    </Stack>
  );
}

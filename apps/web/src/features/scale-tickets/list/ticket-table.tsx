import { Anchor, Button, Checkbox, Text } from '@mantine/core';
import { formatAmount, formatTicketDate, rvaLabel, type ScaleTicket } from '@portal/domain';
import { DataTable, type Column } from '../../../components/data-table';

/**
 * The scale tickets of the list page: ticket number (opens the detail), date MM-DD-YYYY, grower,
 * BOL, quantities, moisture, RVA, contract and plan code; with `selection`, a checkbox per row and
 * an Edit button (create-scale-ticket).
 */
export function TicketTable({
  tickets,
  loading,
  emptyText,
  onOpen,
  selection,
}: {
  tickets: ScaleTicket[];
  loading: boolean;
  emptyText: string;
  onOpen: (ticket: ScaleTicket) => void;
  selection?: {
    selected: ReadonlySet<string>;
    toggle: (ticketId: string) => void;
    toggleAll: (select: boolean) => void;
    onEdit: (ticket: ScaleTicket) => void;
  };
}) {
  const columns: Column<ScaleTicket>[] = [
    {
      key: 'number',
      header: 'Ticket number',
      render: (t) => (
        <Anchor component="button" type="button" fw={600} onClick={() => onOpen(t)} style={{ whiteSpace: 'nowrap' }}>
          {t.scale_ticket_number}
        </Anchor>
      ),
    },
    {
      key: 'date',
      header: 'Date',
      render: (t) => (
        <Text span inherit style={{ whiteSpace: 'nowrap' }}>
          {formatTicketDate(t.scale_ticket_date)}
        </Text>
      ),
    },
    { key: 'grower', header: 'Grower', render: (t) => t.grower_name },
    { key: 'bol', header: 'BOL', render: (t) => t.bill_of_landing_number },
    { key: 'net', header: 'Net qty', render: (t) => formatAmount(t.net_quantity) },
    { key: 'gross', header: 'Gross qty', render: (t) => formatAmount(t.gross_quantity) },
    { key: 'moisture', header: 'Moisture', render: (t) => formatAmount(t.moisture) },
    { key: 'rva', header: 'RVA', render: (t) => rvaLabel(t.rapid_visco_analyzer) },
    { key: 'contract', header: 'Contract', render: (t) => t.original_new_contract_id ?? '--' },
    { key: 'code', header: 'Plan code', render: (t) => t.inventory_code },
  ];
  if (selection) {
    const all = tickets.length > 0 && tickets.every((t) => selection.selected.has(t.scale_ticket_id));
    const some = tickets.some((t) => selection.selected.has(t.scale_ticket_id));
    columns.unshift({
      key: 'select',
      width: 40,
      header: (
        <Checkbox
          aria-label="Select all tickets"
          checked={all}
          indeterminate={some && !all}
          onChange={(event) => selection.toggleAll(event.currentTarget.checked)}
        />
      ),
      render: (t) => (
        <Checkbox
          aria-label={`Select ticket ${t.scale_ticket_number}`}
          checked={selection.selected.has(t.scale_ticket_id)}
          onChange={() => selection.toggle(t.scale_ticket_id)}
        />
      ),
    });
    columns.push({
      key: 'edit',
      header: '',
      render: (t) => (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`Edit ticket ${t.scale_ticket_number}`}
          onClick={() => selection.onEdit(t)}
        >
          Edit
        </Button>
      ),
    });
  }
  return (
    <DataTable
      caption="Scale tickets"
      rows={tickets}
      loading={loading}
      rowKey={(t) => t.scale_ticket_id}
      emptyText={emptyText}
      columns={columns}
    />
  );
}

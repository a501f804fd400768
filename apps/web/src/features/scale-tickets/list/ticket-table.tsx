import { Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { formatAmount, formatTicketDate, rvaLabel, type ScaleTicket } from '@portal/domain';
import { DataTable, type Column } from '../../../components/data-table';

/**
 * The scale tickets of the list page: ticket number (opens the detail), date MM-DD-YYYY, grower,
 * BOL, quantities, moisture, RVA, contract and plan code; with `selection`, a checkbox per row and
 * an Edit button (create-scale-ticket). The checkbox and the number make the first column, which stays
 * in view; on a phone each ticket is a card (number, date, grower, net bushels, Edit).
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
  selection?: Selection;
}) {
  const all =
    tickets.length > 0 && selection !== undefined && tickets.every((t) => selection.selected.has(t.scale_ticket_id));
  const some = selection !== undefined && tickets.some((t) => selection.selected.has(t.scale_ticket_id));
  const selectAll = (size: 'sm' | 'md') =>
    selection && (
      <Checkbox
        size={size}
        aria-label="Select all tickets"
        label={size === 'md' ? 'Select all' : undefined}
        checked={all}
        indeterminate={some && !all}
        onChange={(event) => selection.toggleAll(event.currentTarget.checked)}
      />
    );
  const number = (t: ScaleTicket) => (
    <Anchor component="button" type="button" fw={600} onClick={() => onOpen(t)} style={{ whiteSpace: 'nowrap' }}>
      {t.scale_ticket_number}
    </Anchor>
  );
  const columns: Column<ScaleTicket>[] = [
    {
      key: 'number',
      header: selection ? (
        <Group gap="sm" wrap="nowrap">
          {selectAll('sm')}
          <span>Ticket number</span>
        </Group>
      ) : (
        'Ticket number'
      ),
      render: (t) =>
        selection ? (
          <Group gap="sm" wrap="nowrap">
            <SelectTicket ticket={t} selection={selection} size="sm" />
            {number(t)}
          </Group>
        ) : (
          number(t)
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
  if (selection)
    columns.push({ key: 'edit', header: '', render: (t) => <EditButton ticket={t} selection={selection} /> });
  return (
    <DataTable
      caption="Scale tickets"
      rows={tickets}
      loading={loading}
      rowKey={(t) => t.scale_ticket_id}
      emptyText={emptyText}
      columns={columns}
      cardsHeader={selection && tickets.length > 0 ? selectAll('md') : undefined}
      card={(t) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {selection && <SelectTicket ticket={t} selection={selection} size="md" />}
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              {number(t)}
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatTicketDate(t.scale_ticket_date)}
              </Text>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t.grower_name}
            </Text>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">Net {formatAmount(t.net_quantity)} bu</Text>
              {selection && <EditButton ticket={t} selection={selection} />}
            </Group>
          </Stack>
        </Group>
      )}
    />
  );
}

type Selection = {
  selected: ReadonlySet<string>;
  toggle: (ticketId: string) => void;
  toggleAll: (select: boolean) => void;
  onEdit: (ticket: ScaleTicket) => void;
};

/** A row's checkbox; on a phone inside a 44 px target (the whole square toggles it). */
function SelectTicket({ ticket, selection, size }: { ticket: ScaleTicket; selection: Selection; size: 'sm' | 'md' }) {
  const box = (
    <Checkbox
      size={size}
      aria-label={`Select ticket ${ticket.scale_ticket_number}`}
      checked={selection.selected.has(ticket.scale_ticket_id)}
      onChange={() => selection.toggle(ticket.scale_ticket_id)}
    />
  );
  if (size === 'sm') return box;
  return (
    <label
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 44,
        height: 44,
        flexShrink: 0,
        cursor: 'pointer',
      }}
    >
      {box}
    </label>
  );
}

function EditButton({ ticket, selection }: { ticket: ScaleTicket; selection: Selection }) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      aria-label={`Edit ticket ${ticket.scale_ticket_number}`}
      onClick={() => selection.onEdit(ticket)}
    >
      Edit
    </Button>
  );
}

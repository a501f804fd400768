import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatAmount, formatTicketDate, rvaLabel, type ScaleTicket } from '@portal/domain';
import { useState } from 'react';
import { HistoryPanel } from '../../../components/history-panel';
import { LabeledValue } from '../../../components/labeled-value';
import { Dialog } from '../../../components/dialog';

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? '--'
    : typeof value === 'number'
      ? formatAmount(value)
      : value;

/**
 * One ticket's every field, with the original_* fields of an unplanned transfer; its History on
 * demand; Edit with create-scale-ticket.
 */
export function TicketDetailModal({
  ticket,
  onClose,
  onEdit,
}: {
  ticket: ScaleTicket;
  onClose: () => void;
  onEdit?: (ticket: ScaleTicket) => void;
}) {
  const fields: [string, string | number | null | undefined][] = [
    ['Ticket number', ticket.scale_ticket_number],
    ['Date', formatTicketDate(ticket.scale_ticket_date)],
    ['Grower', ticket.grower_name],
    ['Contract', ticket.original_new_contract_id],
    ['BOL', ticket.bill_of_landing_number],
    ['Gross quantity', ticket.gross_quantity],
    ['Net quantity', ticket.net_quantity],
    ['Test weight', ticket.test_weight],
    ['Moisture', ticket.moisture],
    ['Damage', ticket.damage],
    ['Foreign material', ticket.foreign_material],
    ['RVA', rvaLabel(ticket.rapid_visco_analyzer)],
    ['Gross lbs', ticket.gross_lbs],
    ['Tare lbs', ticket.tar_lbs],
    ['Net lbs', ticket.net_lbs],
    ['Grain receiver', ticket.grain_receiver],
    ['Plan inventory code', ticket.inventory_code],
    ['Plan year', String(ticket.production_plan_year)],
    ['Created', formatTicketDate(ticket.created)],
  ];
  const transfer: [string, string | null | undefined][] = [
    ['Original inventory code', ticket.original_production_plan_inventory_code],
    ['Original grower', ticket.original_grower_name],
    ['Original contract', ticket.original_contract_id],
    ['Original plan', ticket.original_production_plan_id],
    ['Original type', ticket.original_selected_type],
  ];
  const isTransfer = transfer.some(([, value]) => value);
  const [history, setHistory] = useState(false);
  return (
    <Dialog opened onClose={onClose} title={`Scale ticket ${ticket.scale_ticket_number}`} size="lg" centered>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
          {fields.map(([label, value]) => (
            <LabeledValue key={label} label={label}>
              {String(shown(value))}
            </LabeledValue>
          ))}
        </SimpleGrid>
        <LabeledValue label="Notes">{ticket.notes || '--'}</LabeledValue>
        {isTransfer && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              Unplanned transfer
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {transfer.map(([label, value]) => (
                <LabeledValue key={label} label={label}>
                  {String(shown(value))}
                </LabeledValue>
              ))}
            </SimpleGrid>
          </Stack>
        )}
        {ticket.is_zeroout && (
          <Text size="sm" c="dimmed">
            A zero-out ticket: its net quantity cleared the contract&apos;s inventory.
          </Text>
        )}
        {history && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              History
            </Title>
            <HistoryPanel kind="scale_ticket" id={ticket.scale_ticket_id} />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" aria-expanded={history} onClick={() => setHistory((shown) => !shown)}>
            History
          </Button>
          {onEdit && (
            <Button variant="default" onClick={() => onEdit(ticket)}>
              Edit
            </Button>
          )}
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { TICKET_CONTRACT_STATES } from '@portal/domain';
import type { TicketUpload } from './use-ticket-upload';
import { Dialog } from '../../../components/dialog';

/**
 * Check grower names: each grower of the file without a completed contract in the plan is assigned
 * one of the plan's contracts (Save waits until all are).
 */
export function GrowerNamesModal({
  opened,
  onClose,
  ticketUpload,
}: {
  opened: boolean;
  onClose: () => void;
  ticketUpload: TicketUpload;
}) {
  const { unmatched, assigned, assign, contracts } = ticketUpload;
  const options = contracts
    .filter((c) => (TICKET_CONTRACT_STATES as readonly string[]).includes(c.contract_state))
    .map((c) => ({ value: c.contract_id, label: `${c.grower_name} — ${c.new_contract_id}` }));
  const left = unmatched.filter((name) => !assigned[name]).length;
  return (
    <Dialog opened={opened} onClose={onClose} title="Check grower names" size="lg" centered>
      <Stack>
        <Text size="sm">
          {unmatched.length} grower name(s) of the file match no completed contract of this production plan. Assign each
          to a contract; its tickets are saved against that contract.
        </Text>
        {!options.length && (
          <Text size="sm" c="red.8" role="alert">
            This production plan has no completed contracts to assign.
          </Text>
        )}
        {unmatched.map((name) => (
          <Select
            key={name}
            label={`Contract for ${name}`}
            placeholder="Choose a contract"
            data={options}
            value={assigned[name] ?? null}
            onChange={(value) => assign(name, value)}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        ))}
        <Group justify="space-between">
          <Text size="sm" c={left ? 'red.8' : 'green.9'} role="status">
            {left ? `${left} grower name(s) left to assign` : 'Every grower name is assigned'}
          </Text>
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

import { Group, Paper, Title } from '@mantine/core';
import { useInventory } from '../api/get-ticket-contracts';
import { INVENTORY_STATES, InventoryBody, isHidden } from './inventory-states';
import { InventoryMonthsTable } from './inventory-months-table';
import { ZeroOutButton } from './zero-out-button';

/**
 * The contract page's Inventory (spec 3, §9): per delivery month harvested, delivered and inventory
 * in bushels, with Zero out. Completed and amendment_completed contracts only.
 */
export function ContractInventorySection({
  contractId,
  contractState,
  onChanged,
}: {
  contractId: string;
  contractState: string;
  /** after a zero-out (the contract now has a scale ticket) */
  onChanged?: () => void;
}) {
  const shown = INVENTORY_STATES.includes(contractState);
  const query = useInventory({ contract_id: contractId }, shown);
  if (!shown || isHidden(query)) return null;
  const contract = query.data?.[0];
  return (
    <Paper withBorder p="md" component="section" aria-label="Inventory">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Inventory
        </Title>
        {contract && <ZeroOutButton contract={contract} onDone={onChanged} />}
      </Group>
      <InventoryBody query={query}>
        {(contracts) => <InventoryMonthsTable contract={contracts[0]!} label="Inventory by delivery month" />}
      </InventoryBody>
    </Paper>
  );
}

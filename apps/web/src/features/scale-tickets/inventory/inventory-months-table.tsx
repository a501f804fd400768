import { Table } from '@mantine/core';
import { formatAmount, type ContractInventory } from '@portal/domain';

/** One contract's inventory per delivery month (13 from September) with its totals, in bushels. */
export function InventoryMonthsTable({ contract, label }: { contract: ContractInventory; label: string }) {
  return (
    <Table.ScrollContainer
      minWidth={440}
      // a keyboard user scrolls the narrow screen's table once it has the focus
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      <Table striped verticalSpacing={6} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Delivery month</Table.Th>
            <Table.Th ta="right">Harvested (bu)</Table.Th>
            <Table.Th ta="right">Delivered (bu)</Table.Th>
            <Table.Th ta="right">Inventory (bu)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contract.months.map((month) => (
            <Table.Tr key={month.key}>
              <Table.Td fw={500}>{month.label}</Table.Td>
              <Table.Td ta="right">{formatAmount(month.harvested)}</Table.Td>
              <Table.Td ta="right">{formatAmount(month.delivered)}</Table.Td>
              <Table.Td ta="right">{formatAmount(month.inventory)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td ta="right">{formatAmount(contract.harvested)}</Table.Td>
            <Table.Td ta="right">{formatAmount(contract.delivered)}</Table.Td>
            <Table.Td ta="right">{formatAmount(contract.inventory)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

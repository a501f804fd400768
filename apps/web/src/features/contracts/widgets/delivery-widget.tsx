import { Table } from '@mantine/core';
import { deliveryMonthLabel, formatAmount, unitLabel, type ContractView } from '@portal/domain';
import { Widget } from './widget';

export function DeliveryWidget({ contract }: { contract: ContractView | undefined }) {
  const rows = contract?.contract_details.delivery_schedule ?? [];
  const harvested = new Map(
    (contract?.committed_units ?? []).map((u) => [
      `${u.delivery_type}-${u.delivery_year}-${u.delivery_month}`,
      u.harvest_bushels,
    ]),
  );
  return (
    <Widget title="Delivery" loading={!contract} empty={!rows.length} emptyText="No delivery schedule.">
      <Table.ScrollContainer minWidth={420}>
        <Table striped aria-label="Delivery schedule" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              <Table.Th>Delivery type</Table.Th>
              <Table.Th ta="right">Acres</Table.Th>
              <Table.Th ta="right">Units</Table.Th>
              <Table.Th ta="right">Delivered</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const key = `${row.delivery_type}-${row.delivery_year}-${row.delivery_month}`;
              return (
                <Table.Tr key={key}>
                  <Table.Td>{deliveryMonthLabel(row.delivery_month, row.delivery_year)}</Table.Td>
                  <Table.Td>{row.delivery_type}</Table.Td>
                  <Table.Td ta="right">{formatAmount(row.contract_acres)}</Table.Td>
                  <Table.Td ta="right">
                    {formatAmount(row.contract_units)} {unitLabel(row.delivery_type)}
                  </Table.Td>
                  <Table.Td ta="right">{formatAmount(harvested.get(key) ?? 0)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Widget>
  );
}

import { Table } from '@mantine/core';
import {
  deliveryMonthLabel,
  formatAmount,
  unitLabel,
  type ContractView,
  formatQuantity,
  deliveryTypeLabel,
} from '@portal/domain';
import { Widget } from './widget';

const keyOf = (row: { delivery_type: string; delivery_year: number; delivery_month: number }) =>
  `${row.delivery_type}-${row.delivery_year}-${row.delivery_month}`;

/** The delivery schedule with, per month, the bushels the contract's tickets delivered (harvest_bushels). */
export function DeliveryWidget({ contract }: { contract: ContractView | undefined }) {
  const schedule = contract?.contract_details.delivery_schedule ?? [];
  const units = contract?.committed_units ?? [];
  const scheduled = new Set(schedule.map(keyOf));
  // A month with tickets and nothing scheduled still shows what was delivered.
  const rows = [...schedule, ...units.filter((u) => !scheduled.has(keyOf(u)) && u.harvest_bushels !== 0)].sort(
    (a, b) => a.delivery_year - b.delivery_year || a.delivery_month - b.delivery_month,
  );
  const harvested = new Map(units.map((u) => [keyOf(u), u.harvest_bushels]));
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
              const key = keyOf(row);
              return (
                <Table.Tr key={key}>
                  <Table.Td>{deliveryMonthLabel(row.delivery_month, row.delivery_year)}</Table.Td>
                  <Table.Td>{deliveryTypeLabel(row.delivery_type)}</Table.Td>
                  <Table.Td ta="right">{formatAmount(row.contract_acres)}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(row.contract_units, unitLabel(row.delivery_type))}</Table.Td>
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

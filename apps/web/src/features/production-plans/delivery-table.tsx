import { Table, Tabs, Text } from '@mantine/core';
import {
  deliveryMonths,
  END_PRODUCT_LABELS,
  END_PRODUCT_TYPES,
  endProductTypesFor,
  formatAmount,
  formatPremium,
  type EndProductType,
  type CommittedUnit,
  type MonthlyUnit,
} from '@portal/domain';
import { EndProductTabList } from './end-product-tab-list';

/**
 * The plan's delivery table: 13 months from September (Sep-25 …), what the plan makes available
 * and, per month, the committed acres, units and harvest bushels of its contracts.
 */
export function DeliveryTable({
  contractYear,
  contractTypeName,
  monthlyUnits,
  committed,
  planPremium,
}: {
  contractYear: number;
  contractTypeName: string | null;
  monthlyUnits: MonthlyUnit[];
  committed: CommittedUnit[] | undefined;
  planPremium: number | null;
}) {
  const offered = endProductTypesFor(contractTypeName);
  const types = END_PRODUCT_TYPES.filter(
    (type) => offered.includes(type) || monthlyUnits.some((row) => row.end_product_type === type),
  );
  const table = (type: EndProductType) => (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing={6} aria-label={`${END_PRODUCT_LABELS[type]} delivery table`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Delivery month</Table.Th>
            <Table.Th ta="right">Available acres</Table.Th>
            <Table.Th ta="right">Available units</Table.Th>
            <Table.Th ta="right">Premium</Table.Th>
            <Table.Th ta="right">Contract acres</Table.Th>
            <Table.Th ta="right">Contract units</Table.Th>
            <Table.Th ta="right">Harvest bushels</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveryMonths(contractYear).map((month) => {
            const row = monthlyUnits.find(
              (r) => r.end_product_type === type && r.month === month.month && r.year === month.year,
            );
            const done = committed?.find(
              (c) => c.delivery_type === type && c.delivery_month === month.month && c.delivery_year === month.year,
            );
            return (
              <Table.Tr key={month.key}>
                <Table.Td fw={500}>{month.label}</Table.Td>
                <Table.Td ta="right">{formatAmount(row?.available_acres ?? 0)}</Table.Td>
                <Table.Td ta="right">{formatAmount(row?.available_units ?? 0)}</Table.Td>
                <Table.Td ta="right">{row ? formatPremium(row.premium ?? planPremium) : ''}</Table.Td>
                <Table.Td ta="right">{formatAmount(done?.contract_acres ?? 0)}</Table.Td>
                <Table.Td ta="right">{formatAmount(done?.contract_units ?? 0)}</Table.Td>
                <Table.Td ta="right">{formatAmount(done?.harvest_bushels ?? 0)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  if (types.length === 1) return table(types[0]!);
  return (
    <Tabs defaultValue={types[0]} keepMounted={false}>
      <EndProductTabList types={types} />
      {types.map((type) => (
        <Tabs.Panel key={type} value={type} pt="xs">
          {table(type)}
        </Tabs.Panel>
      ))}
      {!committed && (
        <Text size="xs" c="dimmed">
          Loading committed units…
        </Text>
      )}
    </Tabs>
  );
}

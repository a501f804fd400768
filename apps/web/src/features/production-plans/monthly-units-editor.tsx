import { Group, Table, Tabs, Text } from '@mantine/core';
import {
  deliveryMonths,
  END_PRODUCT_LABELS,
  END_PRODUCT_UNIT_LABELS,
  formatAmount,
  formatPremium,
  parseNumericInput,
  rowKey,
  type EndProductType,
} from '@portal/domain';
import { useState } from 'react';
import { EndProductTabList } from './end-product-tab-list';
import { QuantityInput } from '../../components/quantity-input';
import { emptyRow, rowSlot, type RowValues } from './plan-form-state';

type Props = {
  contractYear: number | null;
  types: readonly EndProductType[];
  rows: Record<string, RowValues>;
  onRow: (slot: string, field: keyof RowValues, value: string) => void;
  remaining: { acres: number; units: number };
  /** Child columns (with what the parent offers per month) only when a parent plan is attached. */
  parent: Map<string, { acres: number; units: number }> | null;
};

/** The monthly delivery table: 13 months from September, a tab per end product type. */
export function MonthlyUnitsEditor({ contractYear, types, rows, onRow, remaining, parent }: Props) {
  const [tab, setTab] = useState<string | null>('grain');
  const active = types.includes(tab as EndProductType) ? tab : 'grain';
  const summary = (
    <Group gap="xl" aria-live="polite">
      <Text size="sm">
        Remaining acres: <b data-testid="remaining-acres">{formatAmount(remaining.acres)}</b>
      </Text>
      <Text size="sm">
        Remaining units: <b data-testid="remaining-units">{formatAmount(remaining.units)}</b>
      </Text>
    </Group>
  );
  if (!contractYear)
    return (
      <>
        <Text c="dimmed" size="sm">
          Select a contract year to fill in the delivery months.
        </Text>
        {summary}
      </>
    );
  const months = deliveryMonths(contractYear);
  return (
    <Tabs value={active} onChange={setTab} keepMounted={false}>
      <EndProductTabList types={types} />
      {types.map((type) => (
        <Tabs.Panel key={type} value={type} pt="sm">
          <Table.ScrollContainer minWidth={parent ? 860 : 520}>
            <Table verticalSpacing={4} aria-label={`${END_PRODUCT_LABELS[type]} delivery months`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <Table.Th>Available acres</Table.Th>
                  <Table.Th>{END_PRODUCT_UNIT_LABELS[type]}</Table.Th>
                  <Table.Th>Premium</Table.Th>
                  {parent && (
                    <>
                      <Table.Th>Parent offers</Table.Th>
                      <Table.Th>Child acres</Table.Th>
                      <Table.Th>Child units</Table.Th>
                    </>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((month, index) => {
                  const slot = rowSlot(index, type);
                  const row = rows[slot] ?? emptyRow();
                  const name = `${month.label} ${END_PRODUCT_LABELS[type]}`;
                  const offer = parent?.get(rowKey(month.month, month.year, type));
                  const cell = (field: keyof RowValues, label: string) => (
                    <QuantityInput
                      size="xs"
                      aria-label={`${name} ${label}`}
                      value={row[field]}
                      onValue={(value) => onRow(slot, field, value)}
                      onBlur={
                        field === 'premium'
                          ? () => onRow(slot, 'premium', formatPremium(parseNumericInput(row.premium)))
                          : undefined
                      }
                    />
                  );
                  return (
                    <Table.Tr key={slot}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {month.label}
                        </Text>
                      </Table.Td>
                      <Table.Td>{cell('available_acres', 'available acres')}</Table.Td>
                      <Table.Td>{cell('available_units', 'units')}</Table.Td>
                      <Table.Td>{cell('premium', 'premium')}</Table.Td>
                      {parent && (
                        <>
                          <Table.Td>
                            <Text size="xs" c="dimmed">
                              {formatAmount(offer?.acres ?? 0)} ac / {formatAmount(offer?.units ?? 0)}
                            </Text>
                          </Table.Td>
                          <Table.Td>{cell('child_plan_acres', 'child acres')}</Table.Td>
                          <Table.Td>{cell('child_plan_units', 'child units')}</Table.Td>
                        </>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Tabs.Panel>
      ))}
      {summary}
    </Tabs>
  );
}

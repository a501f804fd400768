import { formatAmount } from '@portal/domain';
import { Table, Text } from '@mantine/core';
import type { NetBushelsResponse } from '@portal/domain';

const CAPTION = 'Net Bushels';
const total = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0);

/**
 * The contracts' committed units and recorded harvest (their totals, as in the export), net bushels
 * delivered per month (13 months from September) and their Net Total, with the totals over every
 * matching row; scrolls sideways on a narrow screen.
 */
export function NetBushelsTable({ report }: { report: NetBushelsResponse }) {
  return (
    <Table.ScrollContainer
      minWidth={1600}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': CAPTION } }}
    >
      <Table striped highlightOnHover aria-label={CAPTION} style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Grower</Table.Th>
            <Table.Th>Contract ID</Table.Th>
            <Table.Th>Grain Receiver</Table.Th>
            <Table.Th ta="right">Contracted</Table.Th>
            <Table.Th ta="right">Harvested</Table.Th>
            {report.months.map((month) => (
              <Table.Th key={month} ta="right">
                {month}
              </Table.Th>
            ))}
            <Table.Th ta="right">Net Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.contract_id}>
              <Table.Td>{row.grower_name}</Table.Td>
              <Table.Td>{row.new_contract_id ?? '—'}</Table.Td>
              <Table.Td>{row.grain_receiver_name}</Table.Td>
              <Table.Td ta="right">{formatAmount(total(row.contracted))}</Table.Td>
              <Table.Td ta="right">{formatAmount(total(row.harvested))}</Table.Td>
              {row.delivered.map((value, i) => (
                <Table.Td key={report.months[i]} ta="right">
                  {formatAmount(value)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600}>
                {formatAmount(row.net_total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>
              <Text fw={700} size="sm">
                Total ({formatAmount(report.total_rows)} contracts)
              </Text>
            </Table.Th>
            <Table.Th ta="right">{formatAmount(total(report.totals.contracted))}</Table.Th>
            <Table.Th ta="right">{formatAmount(total(report.totals.harvested))}</Table.Th>
            {report.totals.delivered.map((value, i) => (
              <Table.Th key={report.months[i]} ta="right">
                {formatAmount(value)}
              </Table.Th>
            ))}
            <Table.Th ta="right">{formatAmount(report.totals.net_total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINT_MOBILE_PX, formatAmount, type NetBushelsResponse } from '@portal/domain';
import { TableScroll } from '../../../components/table-scroll';

const CAPTION = 'Net Bushels';
const total = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0);

/**
 * The contracts' committed units and recorded harvest (their totals, as in the export), net bushels
 * delivered per month (13 months from September) and their Net Total, with the totals over every
 * matching row. The grower and the Net Total stay in view while the months scroll sideways; on a
 * phone, a card per contract with its Net Total.
 */
export function NetBushelsTable({ report }: { report: NetBushelsResponse }) {
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX - 1}px)`);
  if (phone) return <NetBushelsCards report={report} />;
  return (
    <TableScroll label={CAPTION}>
      <Table miw={1600} striped highlightOnHover aria-label={CAPTION} style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={START}>Grower</Table.Th>
            <Table.Th>Contract ID</Table.Th>
            <Table.Th>Grain Receiver</Table.Th>
            <Table.Th ta="right">Contracted</Table.Th>
            <Table.Th ta="right">Harvested</Table.Th>
            {report.months.map((month) => (
              <Table.Th key={month} ta="right">
                {month}
              </Table.Th>
            ))}
            <Table.Th ta="right" className={END}>
              Net Total
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.contract_id}>
              <Table.Td className={START}>{row.grower_name}</Table.Td>
              <Table.Td>{row.new_contract_id ?? '—'}</Table.Td>
              <Table.Td>{row.grain_receiver_name}</Table.Td>
              <Table.Td ta="right">{formatAmount(total(row.contracted))}</Table.Td>
              <Table.Td ta="right">{formatAmount(total(row.harvested))}</Table.Td>
              {row.delivered.map((value, i) => (
                <Table.Td key={report.months[i]} ta="right">
                  {formatAmount(value)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600} className={END}>
                {formatAmount(row.net_total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            {/* only the grower's width sticks, as in the rows above */}
            <Table.Th className={START}>
              <Text fw={700} size="sm">
                Total ({formatAmount(report.total_rows)} contracts)
              </Text>
            </Table.Th>
            <Table.Td colSpan={2} />
            <Table.Th ta="right">{formatAmount(total(report.totals.contracted))}</Table.Th>
            <Table.Th ta="right">{formatAmount(total(report.totals.harvested))}</Table.Th>
            {report.totals.delivered.map((value, i) => (
              <Table.Th key={report.months[i]} ta="right">
                {formatAmount(value)}
              </Table.Th>
            ))}
            <Table.Th ta="right" className={END}>
              {formatAmount(report.totals.net_total)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}

const START = 'table-sticky-start';
const END = 'table-sticky-end';

function NetBushelsCards({ report }: { report: NetBushelsResponse }) {
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" aria-label={CAPTION} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {report.rows.map((row) => (
          <Paper key={row.contract_id} withBorder p="sm" component="li">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={700}>{row.grower_name}</Text>
                <Text size="sm" ff="monospace" c="dimmed">
                  {row.new_contract_id ?? '—'}
                </Text>
              </div>
              <NetTotal value={row.net_total} />
            </Group>
            <SimpleGrid cols={2} spacing={4} mt="xs">
              <Text size="sm">Contracted: {formatAmount(total(row.contracted))}</Text>
              <Text size="sm">Harvested: {formatAmount(total(row.harvested))}</Text>
              <Text size="sm" style={{ gridColumn: 'span 2' }}>
                Grain Receiver: {row.grain_receiver_name}
              </Text>
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
      <Paper withBorder p="sm" bg="gray.0">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} size="sm">
            Total ({formatAmount(report.total_rows)} contracts)
          </Text>
          <NetTotal value={report.totals.net_total} />
        </Group>
      </Paper>
    </Stack>
  );
}

function NetTotal({ value }: { value: number }) {
  return (
    <div style={{ textAlign: 'right', flexShrink: 0 }}>
      <Text size="xs" c="dimmed">
        Net Total
      </Text>
      <Text fw={700}>{formatAmount(value)}</Text>
    </div>
  );
}

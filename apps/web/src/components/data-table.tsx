import { Center, Loader, Table, Text } from '@mantine/core';
import { TEXTS } from '@portal/domain';
import type { ReactNode } from 'react';

export type Column<Row> = { key: string; header: ReactNode; render: (row: Row) => ReactNode; width?: number | string };

/** Tables show a loader, then their rows or 'No data'. */
export function DataTable<Row>({
  columns,
  rows,
  loading,
  rowKey,
  emptyText = TEXTS.noData,
  caption,
}: {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  loading: boolean;
  rowKey: (row: Row) => string;
  emptyText?: string;
  caption?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} style={{ width: column.width }}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Center p="md" role="status" aria-label="Loading">
                  <Loader size="sm" />
                </Center>
              </Table.Td>
            </Table.Tr>
          ) : !rows?.length ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text ta="center" c="dimmed" p="md">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

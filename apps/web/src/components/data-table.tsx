import { Center, Loader, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINT_MOBILE_PX, TEXTS } from '@portal/domain';
import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';

export type Column<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  width?: number | string;
  /** The column's sort order, for a column the table is (or can be) sorted by. */
  sort?: 'ascending' | 'descending' | 'none';
};

/**
 * Tables show a loader, then their rows or 'No data'. The first (key) column stays in view while the
 * rows scroll sideways (and the last, with `stickyLast`); under the mobile breakpoint a table with
 * `card` shows each row as that card.
 */
export function DataTable<Row>({
  columns,
  rows,
  loading,
  rowKey,
  emptyText = TEXTS.noData,
  caption,
  stackOnMobile = false,
  card,
  cardsHeader,
  stickyLast = false,
  maxHeight,
}: {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  loading: boolean;
  rowKey: (row: Row) => string;
  emptyText?: string;
  caption?: string;
  /** Under the mobile breakpoint, show each row as a small card of label and value instead of a wide table. */
  stackOnMobile?: boolean;
  /** Under the mobile breakpoint, each row as this card (its key fields first, its actions at hand). */
  card?: (row: Row) => ReactNode;
  /** Above the cards (what the table's header row offers, e.g. select all). */
  cardsHeader?: ReactNode;
  /** The last column (a total, an action) stays in view too. */
  stickyLast?: boolean;
  /** Rows scroll under a sticky header past this height (px). */
  maxHeight?: number;
}) {
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX - 1}px)`);
  if (card && mobile)
    return (
      <Stack gap="sm">
        {cardsHeader}
        {loading || !rows?.length ? (
          <ListPlaceholder loading={loading} emptyText={emptyText} />
        ) : (
          <Stack gap="sm" component="ul" aria-label={caption} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((row) => (
              <Paper key={rowKey(row)} withBorder p="sm" component="li">
                {card(row)}
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    );
  if (stackOnMobile && mobile)
    return (
      <StackedRows
        columns={columns}
        rows={rows}
        loading={loading}
        rowKey={rowKey}
        emptyText={emptyText}
        caption={caption}
      />
    );
  return (
    <TableScroll label={caption} maxHeight={maxHeight}>
      <Table
        miw={600}
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={caption}
        stickyHeader={maxHeight !== undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              <Table.Th
                key={column.key}
                className={stickyClass(i, columns.length, stickyLast)}
                style={{ width: column.width }}
                aria-sort={column.sort}
              >
                {/* a column of row buttons is named for screen readers all the same */}
                {column.header || <VisuallyHidden>Actions</VisuallyHidden>}
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
                {columns.map((column, i) => (
                  <Table.Td key={column.key} className={stickyClass(i, columns.length, stickyLast)}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** The first column sticks to the left edge, and the last (when asked) to the right (app/global.css). */
export const stickyClass = (index: number, count: number, stickyLast = false) =>
  index === 0 ? 'table-sticky-start' : stickyLast && index === count - 1 ? 'table-sticky-end' : undefined;

function StackedRows<Row>({
  columns,
  rows,
  loading,
  rowKey,
  emptyText,
  caption,
}: {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  loading: boolean;
  rowKey: (row: Row) => string;
  emptyText: string;
  caption?: string;
}) {
  if (loading || !rows?.length) return <ListPlaceholder loading={loading} emptyText={emptyText} />;
  return (
    <Stack gap="xs" role="list" aria-label={caption}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} withBorder p="sm" role="listitem">
          <Stack gap={4}>
            {columns.map((column) => (
              <div
                key={column.key}
                style={{ display: 'flex', gap: 8, alignItems: 'baseline', overflowWrap: 'anywhere' }}
              >
                {typeof column.header === 'string' && (
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ flex: '0 0 92px' }}>
                    {column.header}
                  </Text>
                )}
                <div style={{ minWidth: 0 }}>{column.render(row)}</div>
              </div>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** What a list of cards shows instead of its rows: the loader, or the empty text. */
export function ListPlaceholder({ loading, emptyText }: { loading: boolean; emptyText: string }) {
  return loading ? (
    <Center p="md" role="status" aria-label="Loading">
      <Loader size="sm" />
    </Center>
  ) : (
    <Text ta="center" c="dimmed" p="md">
      {emptyText}
    </Text>
  );
}

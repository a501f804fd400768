import { Badge, Paper, ScrollArea, Table, Text } from '@mantine/core';
import type { UploadPreviewRow } from '@portal/domain';

const ROW_COLOURS = { missing: 'red-1', invalid: 'red-1', duplicate: 'orange-1' } as const;

/** The file's rows with their issues: red rows (missing or invalid data), orange duplicates, red flagged cells. */
export function PreviewTable({
  columns,
  rows,
  limit,
}: {
  columns: readonly { key: string; label: string }[];
  rows: readonly UploadPreviewRow[];
  limit?: number;
}) {
  const shown = limit === undefined ? rows : rows.slice(0, limit);
  return (
    <Paper withBorder>
      {/* focusable, so keyboard users can scroll a wide or long preview */}
      <ScrollArea.Autosize mah={480} type="auto" viewportProps={{ tabIndex: 0 }}>
        <Table stickyHeader aria-label="Upload preview" miw={columns.length > 6 ? 900 : 760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key}>{column.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr
                key={row.row}
                bg={row.issue ? `var(--mantine-color-${ROW_COLOURS[row.issue]})` : undefined}
                data-issue={row.issue ?? undefined}
              >
                <Table.Td>
                  {row.row}
                  {row.issue === 'duplicate' && (
                    <Badge ml={6} size="xs" color="orange">
                      Duplicate
                    </Badge>
                  )}
                </Table.Td>
                {columns.map(({ key }) => {
                  const flagged = row.flagged.includes(key);
                  return (
                    <Table.Td key={key} c={flagged ? 'red.8' : undefined} fw={flagged ? 700 : undefined}>
                      {row.cells[key] || (flagged ? 'Missing' : '')}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {shown.length < rows.length && (
        <Text size="sm" c="dimmed" p="sm">
          Showing the first {shown.length} of {rows.length} rows.
        </Text>
      )}
    </Paper>
  );
}

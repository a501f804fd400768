import { Button, Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  BREAKPOINT_MOBILE_PX,
  CONTRACT_MESSAGES,
  contractTypeLabel,
  formatDate as formatShownDate,
  GRAIN_RECEIVER_TABLE_MAX_HEIGHT_PX,
  type ContractListItem,
} from '@portal/domain';
import { Link } from 'react-router';
import { ContractStatusBadge } from '../../components/contract-status-badge';
import { DataTable, ListPlaceholder } from '../../components/data-table';
import { StewardshipIndicator } from './stewardship-indicator';

/** A contract's date as its pages show it (the domain's one date format), N/A when missing. */
export const formatDate = (iso: string | null | undefined) => formatShownDate(iso, 'N/A');
export const contractPath = (row: { company_id: string; contract_id: string }) =>
  `/company/${row.company_id}/contracts/${row.contract_id}`;

function ViewButton({ row }: { row: ContractListItem }) {
  return (
    <Button
      component={Link}
      to={contractPath(row)}
      size="xs"
      variant="light"
      aria-label={`View contract ${row.new_contract_id}`}
    >
      View
    </Button>
  );
}

type ContractRows = {
  rows: ContractListItem[] | undefined;
  loading: boolean;
  caption: string;
  /** What an empty list says (a search that matched nothing says so). */
  emptyText?: string;
};

/** The contracts table (dashboard and company page); cards on phones. */
export function ContractsTable({ rows, loading, caption, emptyText }: ContractRows) {
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX - 1}px)`);
  if (phone) return <ContractCards rows={rows} loading={loading} caption={caption} emptyText={emptyText} />;
  return (
    <DataTable<ContractListItem>
      caption={caption}
      loading={loading}
      rows={rows}
      rowKey={(row) => row.contract_id}
      emptyText={emptyText ?? CONTRACT_MESSAGES.noContracts}
      maxHeight={GRAIN_RECEIVER_TABLE_MAX_HEIGHT_PX}
      columns={[
        { key: 'created', header: 'Created date', render: (row) => formatDate(row.created) },
        { key: 'contract_year', header: 'Contract year', render: (row) => row.contract_year },
        { key: 'grower_name', header: 'Grower name', render: (row) => row.grower_name },
        { key: 'reseller', header: 'Reseller', render: (row) => row.reseller ?? 'N/A' },
        { key: 'contract_type', header: 'Contract type', render: (row) => contractTypeLabel(row.contract_type) },
        {
          key: 'contract_status',
          header: 'Contract status',
          render: (row) => <ContractStatusBadge state={row.contract_status} />,
        },
        { key: 'program_name', header: 'Program name', render: (row) => row.program_name ?? 'N/A' },
        {
          key: 'new_contract_id',
          header: 'Contract ID',
          render: (row) => (
            <Text size="sm" ff="monospace">
              {row.new_contract_id}
            </Text>
          ),
        },
        {
          key: 'stewardship',
          header: 'Stewardship',
          render: (row) => <StewardshipIndicator stages={row.stewardship} />,
        },
        { key: 'view', header: <VisuallyHidden>Action</VisuallyHidden>, render: (row) => <ViewButton row={row} /> },
      ]}
    />
  );
}

function ContractCards({ rows, loading, caption, emptyText }: ContractRows) {
  if (loading || !rows?.length)
    return <ListPlaceholder loading={loading} emptyText={emptyText ?? CONTRACT_MESSAGES.noContracts} />;
  return (
    <Stack gap="sm" component="ul" aria-label={caption} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => (
        <Paper key={row.contract_id} withBorder p="sm" component="li">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={700}>{row.grower_name}</Text>
              <Text size="sm" ff="monospace" c="dimmed">
                {row.new_contract_id}
              </Text>
            </div>
            <ContractStatusBadge state={row.contract_status} />
          </Group>
          <SimpleGrid cols={2} spacing={4} mt="xs">
            <Text size="sm">Year: {row.contract_year}</Text>
            <Text size="sm">Created: {formatDate(row.created)}</Text>
            <Text size="sm">Type: {contractTypeLabel(row.contract_type)}</Text>
            <Text size="sm">Program: {row.program_name ?? 'N/A'}</Text>
            <Text size="sm" style={{ gridColumn: 'span 2' }}>
              Reseller: {row.reseller ?? 'N/A'}
            </Text>
          </SimpleGrid>
          <Group justify="space-between" mt="xs">
            <StewardshipIndicator stages={row.stewardship} />
            <ViewButton row={row} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  BREAKPOINT_MOBILE_PX,
  CONTRACT_MESSAGES,
  CONTRACT_SORTS,
  GRAIN_RECEIVER_TABLE_MAX_HEIGHT_PX,
  SORT_ORDERS,
  type ContractListItem,
  type ContractSort,
  type SortOrder,
} from '@portal/domain';
import { Link } from 'react-router';
import { ContractStatusBadge } from '../../components/contract-status-badge';
import { DataTable, ListPlaceholder } from '../../components/data-table';
import { sortableHeader } from '../../components/sort-header';
import { StewardshipIndicator } from './stewardship-indicator';

export const formatDate = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString('en-US') : 'N/A');
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

type ContractSorting = {
  state: { sort: ContractSort; order: SortOrder };
  onSort: (next: { sort: ContractSort; order: SortOrder }) => void;
};

type ContractRows = {
  rows: ContractListItem[] | undefined;
  loading: boolean;
  caption: string;
  /** What an empty list says (a search that matched nothing says so). */
  emptyText?: string;
  /** Sortable columns (the dashboard): headers on a desk, a select above the cards on a phone. */
  sort?: ContractSorting;
};

/** The headers of the columns the list sorts by. */
const SORT_LABELS: Record<ContractSort, string> = {
  created: 'Created date',
  contract_year: 'Contract year',
  new_contract_id: 'Contract ID',
};

/** The contracts table (dashboard and company page); cards on phones. */
export function ContractsTable({ rows, loading, caption, emptyText, sort }: ContractRows) {
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX - 1}px)`);
  if (phone)
    return (
      <Stack gap="sm">
        {sort && <SortSelect sort={sort} />}
        <ContractCards rows={rows} loading={loading} caption={caption} emptyText={emptyText} />
      </Stack>
    );
  const header = (key: ContractSort) =>
    sort ? sortableHeader(key, SORT_LABELS[key], sort.state, sort.onSort) : { header: SORT_LABELS[key] };
  return (
    <DataTable<ContractListItem>
      caption={caption}
      loading={loading}
      rows={rows}
      rowKey={(row) => row.contract_id}
      emptyText={emptyText ?? CONTRACT_MESSAGES.noContracts}
      maxHeight={GRAIN_RECEIVER_TABLE_MAX_HEIGHT_PX}
      columns={[
        { key: 'created', ...header('created'), render: (row) => formatDate(row.created) },
        { key: 'contract_year', ...header('contract_year'), render: (row) => row.contract_year },
        { key: 'grower_name', header: 'Grower name', render: (row) => row.grower_name },
        { key: 'reseller', header: 'Reseller', render: (row) => row.reseller ?? 'N/A' },
        { key: 'contract_type', header: 'Contract type', render: (row) => row.contract_type },
        {
          key: 'contract_status',
          header: 'Contract status',
          render: (row) => <ContractStatusBadge state={row.contract_status} />,
        },
        { key: 'program_name', header: 'Program name', render: (row) => row.program_name ?? 'N/A' },
        {
          key: 'new_contract_id',
          ...header('new_contract_id'),
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

const SORT_OPTIONS = CONTRACT_SORTS.flatMap((key) =>
  SORT_ORDERS.map((order) => ({
    value: `${key} ${order}`,
    label: `${SORT_LABELS[key]}, ${order === 'asc' ? 'ascending' : 'descending'}`,
  })),
);

/** On a phone the cards have no headers: the sort is a select. */
function SortSelect({ sort }: { sort: ContractSorting }) {
  return (
    <Select
      label="Sort by"
      data={SORT_OPTIONS}
      value={`${sort.state.sort} ${sort.state.order}`}
      allowDeselect={false}
      onChange={(value) => {
        if (!value) return;
        const [key, order] = value.split(' ') as [ContractSort, SortOrder];
        sort.onSort({ sort: key, order });
      }}
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
            <Text size="sm">Type: {row.contract_type}</Text>
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

import { Button, Group, Select, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  BREAKPOINT_MOBILE_PX,
  CONTRACT_MESSAGES,
  CONTRACT_SORTS,
  contractTypeLabel,
  formatDate as formatShownDate,
  GRAIN_RECEIVER_TABLE_MAX_HEIGHT_PX,
  SORT_ORDERS,
  type ContractListItem,
  type ContractSort,
  type SortOrder,
} from '@portal/domain';
import { Link } from 'react-router';
import { ContractStatusBadge } from '../../components/contract-status-badge';
import { DataTable, type Column } from '../../components/data-table';
import { sortableHeader } from '../../components/sort-header';
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
  /** Only the columns a narrow card has room for. */
  priority?: boolean;
  /** Sortable columns (the dashboard): headers on a desk, a select above the cards on a phone. */
  sort?: ContractSorting;
};

/** The headers of the columns the list sorts by. */
const SORT_LABELS: Record<ContractSort, string> = {
  created: 'Created date',
  contract_year: 'Contract year',
  new_contract_id: 'Contract ID',
};
const sortable = (key: string): key is ContractSort => (CONTRACT_SORTS as readonly string[]).includes(key);

const COLUMNS: Record<string, Column<ContractListItem>> = {
  created: { key: 'created', header: 'Created date', render: (row) => formatDate(row.created) },
  contract_year: { key: 'contract_year', header: 'Contract year', render: (row) => row.contract_year },
  grower_name: { key: 'grower_name', header: 'Grower name', render: (row) => row.grower_name },
  reseller: { key: 'reseller', header: 'Reseller', render: (row) => row.reseller ?? 'N/A' },
  contract_type: {
    key: 'contract_type',
    header: 'Contract type',
    render: (row) => contractTypeLabel(row.contract_type),
  },
  contract_status: {
    key: 'contract_status',
    header: 'Contract status',
    render: (row) => <ContractStatusBadge state={row.contract_status} />,
  },
  program_name: { key: 'program_name', header: 'Program name', render: (row) => row.program_name ?? 'N/A' },
  new_contract_id: {
    key: 'new_contract_id',
    header: 'Contract ID',
    render: (row) => (
      <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {row.new_contract_id}
      </Text>
    ),
  },
  stewardship: {
    key: 'stewardship',
    header: 'Stewardship',
    render: (row) => <StewardshipIndicator stages={row.stewardship} />,
  },
  view: { key: 'view', header: <VisuallyHidden>Action</VisuallyHidden>, render: (row) => <ViewButton row={row} /> },
};

/** The dashboard's columns in the spec's order (spec 2, dashboard); View stays in view at the right. */
const ALL = [
  'created',
  'contract_year',
  'grower_name',
  'reseller',
  'contract_type',
  'contract_status',
  'program_name',
  'new_contract_id',
  'stewardship',
  'view',
] as const;
/** A narrow card's columns (the company page): the contract's id first, what tells contracts apart, View. */
const PRIORITY = ['new_contract_id', 'grower_name', 'contract_year', 'contract_status', 'stewardship', 'view'] as const;

/**
 * The contracts table (dashboard and company page); cards on phones. `priority` keeps the columns a
 * narrow card has room for, the contract's id first.
 */
export function ContractsTable({ rows, loading, caption, emptyText, priority = false, sort }: ContractRows) {
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX - 1}px)`);
  const columns = (priority ? PRIORITY : ALL).map((key) => {
    const column = COLUMNS[key]!;
    return sort && sortable(key)
      ? { ...column, ...sortableHeader(key, SORT_LABELS[key], sort.state, sort.onSort) }
      : column;
  });
  return (
    <Stack gap="sm">
      {phone && sort && <SortSelect sort={sort} />}
      <DataTable<ContractListItem>
        caption={caption}
        loading={loading}
        rows={rows}
        rowKey={(row) => row.contract_id}
        emptyText={emptyText ?? CONTRACT_MESSAGES.noContracts}
        maxHeight={GRAIN_RECEIVER_TABLE_MAX_HEIGHT_PX}
        stickyLast
        columns={columns}
        card={(row) => <ContractCard row={row} />}
      />
    </Stack>
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

function ContractCard({ row }: { row: ContractListItem }) {
  return (
    <>
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
    </>
  );
}

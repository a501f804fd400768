import { Group, MultiSelect, Pagination, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  formatListTotal,
  CONTRACT_STATES,
  CONTRACT_STATUSES,
  contractsDashboardUrl,
  statusLabel,
  type ContractSort,
  type ContractStatus,
  type SortOrder,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { useUrlState } from '../../lib/url-state';
import { useContractList } from './api/get-contracts';
import { useSalesYear } from '../../api/sales-year';
import { ContractsTable } from './contracts-table';
import { LoadFailed } from '../../components/query-error';
import { ContractSearchInput, emptyTextFor, useContractSearch } from './contract-search';
import { DashboardCreateContract } from './create-contract-entry';

const PAGE_SIZE = 50;
const STATUS_OPTIONS = CONTRACT_STATUSES.map((state) => ({ value: state, label: statusLabel(state) }));

/**
 * /contracts and /dashboard: the home page with the contracts the user may see, below what needs the
 * user first (`tasks`, which the route in app/pages composes from the other features).
 */
export function ContractsDashboardPage({ tasks }: { tasks?: ReactNode }) {
  const salesYear = useSalesYear();
  // Filters, search, sort and page live in the URL: Back from a contract shows the list as it was.
  const [url, setUrl] = useUrlState(contractsDashboardUrl);
  const { year, status: statuses, page } = url;
  const setPage = (next: number) => setUrl({ page: next }, { push: true });
  // A new search, filter or sort starts at the first page.
  const search = useContractSearch(url.contract_search, (term) => setUrl({ contract_search: term, page: 1 }));
  const onSort = (next: { sort: ContractSort; order: SortOrder }) => setUrl({ ...next, page: 1 }, { push: true });
  const list = useContractList({
    ...search.filter,
    year: year ?? null,
    contract_status: statuses.length ? statuses : CONTRACT_STATES,
    sort: url.sort,
    order: url.order,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });

  const years = salesYear.data
    ? [salesYear.data + 1, salesYear.data, salesYear.data - 1, salesYear.data - 2, salesYear.data - 3]
    : [];
  if (year && !years.includes(year)) years.push(year);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total ? (page - 1) * PAGE_SIZE + 1 : 0;

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          Contracts
        </Title>
        <DashboardCreateContract />
      </Group>
      {tasks}
      <Paper withBorder p="md">
        <ContractSearchInput search={search} />
        <Group align="flex-end" gap="md" mt="sm">
          <Select
            label="Contract year"
            placeholder="All years"
            data={years.map(String)}
            value={year ? String(year) : null}
            onChange={(value) => setUrl({ year: value ? Number(value) : undefined, page: 1 }, { push: true })}
            clearable
            w={{ base: '100%', xs: 180 }}
          />
          <MultiSelect
            label="Contract status"
            placeholder={statuses.length ? undefined : 'Every status'}
            data={STATUS_OPTIONS}
            value={statuses}
            onChange={(value) => {
              // The widget's value is this render's: two quick clicks before the next render would lose
              // the first. Apply what this click added or removed to the URL's latest statuses instead.
              const chosen = value as ContractStatus[];
              const added = chosen.filter((state) => !statuses.includes(state));
              const removed = statuses.filter((state) => !chosen.includes(state));
              setUrl(
                (current) => ({
                  status:
                    chosen.length === 0
                      ? []
                      : [
                          ...current.status.filter((state) => !removed.includes(state)),
                          ...added.filter((state) => !current.status.includes(state)),
                        ],
                  page: 1,
                }),
                { push: true },
              );
            }}
            clearable
            style={{ flex: 1, minWidth: 240 }}
          />
        </Group>
      </Paper>
      {list.isError ? (
        <LoadFailed
          title="Whoops! Something went wrong loading the contracts."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <ContractsTable
          caption="Contracts"
          rows={list.data?.items}
          loading={list.isPending}
          emptyText={emptyTextFor(search)}
          sort={{ state: url, onSort }}
        />
      )}
      {total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {first}–{first + (list.data?.items.length ?? 1) - 1} of {formatListTotal(total)}
          </Text>
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} size="sm" getControlProps={paginationLabels} />
          )}
        </Group>
      )}
    </Stack>
  );
}

const paginationLabels = (control: 'first' | 'previous' | 'last' | 'next') => ({ 'aria-label': `${control} page` });

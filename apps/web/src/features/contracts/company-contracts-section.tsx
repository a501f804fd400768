import { Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { companyContractsUrl, DEFAULT_LIST_STATES, formatListTotal } from '@portal/domain';
import { useUrlState } from '../../lib/url-state';
import { useContractList } from './api/get-contracts';
import { ContractsTable } from './contracts-table';
import { ContractSearchInput, emptyTextFor, useContractSearch } from './contract-search';
import { CompanyCreateContract, type ContractOwner } from './create-contract-entry';

const PAGE_SIZE = 20;

/**
 * The company page's contracts: those where the company is the reseller, grain receiver or 3PO, with
 * View, and Create contract where the user may create with this company.
 */
export function CompanyContractsSection({ company }: { company: ContractOwner }) {
  const companyId = company.company_id;
  const [url, setUrl] = useUrlState(companyContractsUrl);
  const page = url.contracts_page;
  const setPage = (next: number) => setUrl({ contracts_page: next }, { push: true });
  // A new search starts at the first page.
  const search = useContractSearch(url.contract_search, (term) => setUrl({ contract_search: term, contracts_page: 1 }));
  const list = useContractList({
    ...search.filter,
    external_reference_id: companyId,
    contract_status: DEFAULT_LIST_STATES,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const total = list.data?.total ?? 0;
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <Paper withBorder p="lg" component="section" aria-label="Contracts">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Contracts
          </Title>
          <Group gap="sm">
            {total > 0 && (
              <Text size="sm" c="dimmed">
                {formatListTotal(total)} contract{total === 1 ? '' : 's'}
              </Text>
            )}
            <CompanyCreateContract company={company} />
          </Group>
        </Group>
        <ContractSearchInput search={search} />
        <ContractsTable
          caption="Company contracts"
          priority
          rows={list.data?.items}
          loading={list.isPending}
          emptyText={emptyTextFor(search)}
        />
        {list.isError && (
          <Text c="red" role="alert">
            Whoops! Something went wrong loading the contracts.
          </Text>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      </Stack>
    </Paper>
  );
}

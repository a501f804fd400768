import { Anchor, Badge, Button, Checkbox, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  COMPANY_PAGE_SIZE,
  COMPANY_TYPE_LABELS,
  companyListUrl,
  hasGeneralAccess,
  SEARCH_MIN_LENGTH,
  type CompanyListItem,
  type CompanySort,
  type SearchCompanyType,
  type SortOrder,
} from '@portal/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../components/data-table';
import { sortableHeader } from '../../components/sort-header';
import { useUrlSearchText, useUrlState } from '../../lib/url-state';
import { useAccess, useSession } from '../../session/session-context';
import { useCompanyList } from './api/companies';
import { CompanyFormModal } from './company-form-modal';

/**
 * /company: the companies the user may see (all with read-company, else their own), searched from
 * 3 characters (300 ms debounce), sorted by a column, in server-side pages of 50; all of it in the URL.
 */
export function CompanyListPage() {
  const { access } = useSession();
  const navigate = useNavigate();
  const canCreate = hasGeneralAccess(access);
  const canFilter = useAccess('ANY', 'filter-enogen-company') === 'success';
  // Search, filter, sort and page live in the URL: Back from a company shows the list as it was.
  const [url, setUrl] = useUrlState(companyListUrl);
  const { page, sort, order } = url;
  const dealerOnly = canFilter && url.dealer;
  const [typed, setTyped] = useUrlSearchText(url.search, (text) => setUrl({ search: text, page: 1 }));
  const [creating, setCreating] = useState(false);
  const search = url.search.length >= SEARCH_MIN_LENGTH ? url.search : '';
  const list = useCompanyList({ search, dealerOnly, page, sort, order });
  const setPage = (next: number) => setUrl({ page: next }, { push: true });
  const onSort = (next: { sort: CompanySort; order: SortOrder }) => setUrl({ ...next, page: 1 }, { push: true });
  const header = (key: CompanySort, label: string) => sortableHeader(key, label, url, onSort);
  const total = list.data?.total ?? 0;
  const first = total ? (page - 1) * COMPANY_PAGE_SIZE + 1 : 0;
  const last = Math.min(page * COMPANY_PAGE_SIZE, total);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Companies
        </Title>
        {canCreate && <Button onClick={() => setCreating(true)}>Create company</Button>}
      </Group>
      <Group align="flex-end" gap="lg">
        <TextInput
          label="Search"
          placeholder="Company name or SAP ID (3 characters or more)"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          style={{ flex: '1 1 280px', maxWidth: 480 }}
          type="search"
        />
        {canFilter && (
          <Checkbox
            label="Enogen Dealer"
            checked={dealerOnly}
            onChange={(event) => setUrl({ dealer: event.currentTarget.checked, page: 1 }, { push: true })}
            mb={8}
          />
        )}
      </Group>
      <DataTable<CompanyListItem>
        caption="Companies"
        loading={list.isPending}
        rows={list.data?.items}
        rowKey={(c) => c.company_id}
        columns={[
          {
            key: 'name',
            ...header('company_name', 'Company name'),
            render: (c) => (
              <Anchor component={Link} to={`/company/${c.company_id}`} fw={500}>
                {c.company_name}
              </Anchor>
            ),
          },
          {
            key: 'type',
            ...header('company_type', 'Type'),
            render: (c) => COMPANY_TYPE_LABELS[c.company_type as SearchCompanyType] ?? c.company_type,
          },
          { key: 'sap', ...header('sap_id', 'SAP ID'), render: (c) => c.sap_id ?? 'N/A' },
          { key: 'place', header: 'City, state', render: (c) => [c.city, c.state].filter(Boolean).join(', ') || 'N/A' },
          {
            key: 'dealer',
            header: 'Enogen dealer',
            render: (c) => (c.enogen_dealer ? <Badge variant="light">Enogen Dealer</Badge> : null),
          },
        ]}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total ? `${first}–${last} of ${total}` : ''}
          {list.isFetching && !list.isPending ? ' · Loading…' : ''}
        </Text>
        {total > COMPANY_PAGE_SIZE && (
          <Pagination total={Math.ceil(total / COMPANY_PAGE_SIZE)} value={page} onChange={setPage} aria-label="Pages" />
        )}
      </Group>
      {canCreate && (
        <CompanyFormModal
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(companyId) => navigate(`/company/${companyId}`)}
        />
      )}
    </Stack>
  );
}

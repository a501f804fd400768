import { Alert, Anchor, Button, Checkbox, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  searchPageUrl,
  SEARCH_GROUP_LABELS,
  SEARCH_GROUPS,
  SEARCH_MIN_LENGTH,
  SEARCH_TEXTS,
  formatTicketDate,
  type GlobalSearchResult,
  contractTypeLabel,
  companyTypeLabel,
} from '@portal/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ContractStatusBadge } from '../../components/contract-status-badge';
import { useUrlSearchText, useUrlState } from '../../lib/url-state';
import { SearchTimeout, useGlobalSearch } from './api/global-search';

/** /search: users, companies, contracts and scale tickets the user may see (read-company, the Search button's rule). */
export function SearchPage() {
  // The query and the groups live in the URL: Back from a result shows the same search.
  const [url, setUrl] = useUrlState(searchPageUrl);
  const [value, setValue] = useUrlSearchText(url.q, (q) => setUrl({ q }));
  const types = url.groups;
  const [attempt, setAttempt] = useState(0);
  const term = url.q.length >= SEARCH_MIN_LENGTH ? url.q : '';
  const search = useGlobalSearch(term, types, attempt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
  };
  const ordered = (next: string[]) => SEARCH_GROUPS.filter((group) => next.includes(group));

  return (
    <Stack maw={900}>
      <Title order={1} size="h2">
        Search
      </Title>
      <form onSubmit={submit} role="search" aria-label="Global search">
        <Stack gap="sm">
          <Checkbox.Group label="Search in" value={types} onChange={(next) => setUrl({ groups: ordered(next) })}>
            <Group gap="lg" mt={6}>
              {SEARCH_GROUPS.map((group) => (
                <Checkbox key={group} value={group} label={SEARCH_GROUP_LABELS[group]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label="Search"
              placeholder="Name, e-mail, SAP id, contract id or ticket number"
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              description={`Type at least ${SEARCH_MIN_LENGTH} characters`}
              data-autofocus
              autoFocus
            />
            <Button type="submit" disabled={!term || !types.length}>
              Search
            </Button>
          </Group>
        </Stack>
      </form>
      <Results
        term={term}
        noTypes={!types.length}
        loading={search.isFetching}
        timedOut={search.error instanceof SearchTimeout}
        failed={Boolean(search.error) && !(search.error instanceof SearchTimeout)}
        data={search.data}
      />
    </Stack>
  );
}

function Results({
  term,
  noTypes,
  loading,
  timedOut,
  failed,
  data,
}: {
  term: string;
  noTypes: boolean;
  loading: boolean;
  timedOut: boolean;
  failed: boolean;
  data: GlobalSearchResult | undefined;
}) {
  if (!term) return null;
  if (noTypes)
    return (
      <Text c="dimmed" role="status">
        Please select what to search in.
      </Text>
    );
  if (loading)
    return (
      <Group gap="xs" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>{SEARCH_TEXTS.searching}</Text>
      </Group>
    );
  if (timedOut)
    return (
      <Alert color="yellow" role="alert" title={SEARCH_TEXTS.timeout}>
        The search took too long.
      </Alert>
    );
  if (failed)
    return (
      <Alert color="red" role="alert" title="Whoops! Something went wrong.">
        Please try the search again.
      </Alert>
    );
  if (!data) return null;
  const groups = SEARCH_GROUPS.filter((group) => data[group]?.items.length);
  if (!groups.length)
    return (
      <Text c="dimmed" role="status" aria-live="polite">
        {SEARCH_TEXTS.noResults}
      </Text>
    );
  return (
    <Stack aria-live="polite">
      {data.users?.items.length ? (
        <ResultGroup title={SEARCH_GROUP_LABELS.users} count={data.users.items.length} more={data.users.has_more}>
          {data.users.items.map((user) => (
            <Hit
              key={user.user_id}
              to={`/company/${user.company_id ?? 'ANY'}/user/${user.user_id}`}
              title={[user.first, user.last].filter(Boolean).join(' ') || user.email}
              detail={[user.email, user.company_name].filter(Boolean).join(' · ')}
            />
          ))}
        </ResultGroup>
      ) : null}
      {data.companies?.items.length ? (
        <ResultGroup
          title={SEARCH_GROUP_LABELS.companies}
          count={data.companies.items.length}
          more={data.companies.has_more}
        >
          {data.companies.items.map((company) => (
            <Hit
              key={company.company_id}
              to={`/company/${company.company_id}`}
              title={company.company_name}
              detail={[
                companyTypeLabel(company.company_type),
                company.sap_id && `SAP ${company.sap_id}`,
                [company.city, company.state].filter(Boolean).join(', '),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </ResultGroup>
      ) : null}
      {data.contracts?.items.length ? (
        <ResultGroup
          title={SEARCH_GROUP_LABELS.contracts}
          count={data.contracts.items.length}
          more={data.contracts.has_more}
        >
          {data.contracts.items.map((contract) => (
            <Hit
              key={contract.contract_id}
              to={`/company/${contract.company_id}/contracts/${contract.contract_id}`}
              title={contract.new_contract_id}
              detail={[
                contract.grower_name,
                contract.reseller,
                contract.contract_year,
                contractTypeLabel(contract.contract_type),
              ]
                .filter(Boolean)
                .join(' · ')}
              badge={<ContractStatusBadge state={contract.contract_status} />}
            />
          ))}
        </ResultGroup>
      ) : null}
      {data.scale_tickets?.items.length ? (
        <ResultGroup
          title={SEARCH_GROUP_LABELS.scale_tickets}
          count={data.scale_tickets.items.length}
          more={data.scale_tickets.has_more}
        >
          {data.scale_tickets.items.map((ticket) => (
            <Hit
              key={ticket.scale_ticket_id}
              to={`/company/${ticket.company_id}/scale-tickets/${ticket.year}?ticket=${ticket.scale_ticket_id}`}
              title={`Ticket ${ticket.scale_ticket_number}`}
              detail={[ticket.grower_name, ticket.company_name, formatTicketDate(ticket.scale_ticket_date)].join(' · ')}
            />
          ))}
        </ResultGroup>
      ) : null}
    </Stack>
  );
}

function ResultGroup({
  title,
  count,
  more,
  children,
}: {
  title: string;
  count: number;
  more: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title} ({count}
        {more ? '+' : ''})
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {children}
      </Stack>
      {more && (
        <Text size="sm" c="dimmed" mt="xs">
          More results exist: refine the search to narrow them down.
        </Text>
      )}
    </Paper>
  );
}

function Hit({ to, title, detail, badge }: { to: string; title: string; detail: string; badge?: ReactNode }) {
  return (
    <li>
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={to} fw={600}>
          {title}
        </Anchor>
        {badge}
      </Group>
      {detail && (
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      )}
    </li>
  );
}

import { Button, Group, Menu, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  SCALE_TICKET_LIMITS,
  SCALE_TICKET_MESSAGES,
  scaleTicketListYears,
  ticketListUrl,
  type ScaleTicket,
} from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSalesYear } from '../../api/sales-year';
import { QueryError } from '../../components/query-error';
import { useUrlSearchText, useUrlState } from '../../lib/url-state';
import { useAccess } from '../../session/session-context';
import { useScaleTicket, useScaleTickets } from './api/get-scale-tickets';
import { DeleteTicketsButton } from './list/delete-tickets';
import { DeletedTicketsSection } from './list/deleted-tickets-section';
import { LoadMore } from '../../components/load-more';
import { TicketDetailModal } from './list/ticket-detail-modal';
import { TicketEditorModal } from './list/ticket-editor-modal';
import type { TicketPlan } from './list/ticket-plan';
import { TicketTable } from './list/ticket-table';
import { usePageTitle } from '../../lib/page-title';

export type { TicketPlan };

/**
 * /company/{company_id}/scale-tickets/{scale_year}: the company's tickets of a sales year, searched
 * on the server, 10 then 50 more per scroll; `?ticket=` opens a ticket's detail (fetched by id when
 * it is not among the loaded rows). Enter Single
 * Ticket, Bulk Upload, Edit and Delete with create-scale-ticket. `plans` are the company's plans
 * (the route reads them from the production-plans feature).
 */
export function ScaleTicketsPage({ companyName, plans }: { companyName?: string; plans: TicketPlan[] | undefined }) {
  const { companyId = '', year: yearParam = '' } = useParams();
  const year = Number(yearParam);
  const validYear = Number.isInteger(year) && year >= 2000 && year <= 2100;
  usePageTitle(companyName && `Scale tickets · ${companyName}`);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const canWrite = useAccess(companyId, 'create-scale-ticket') === 'success';
  const salesYear = useSalesYear();

  // The search lives in the URL: Back (from an upload, a contract) shows the same tickets.
  const [url, setUrl] = useUrlState(ticketListUrl);
  const [term, setTerm] = useUrlSearchText(
    url.search,
    (text) => setUrl({ search: text }),
    SCALE_TICKET_LIMITS.transferDebounceMs,
  );
  const search = url.search;
  const list = useScaleTickets({ company_id: companyId, year, search: search || undefined }, validYear);
  const tickets = useMemo(() => list.data?.pages.flatMap((p) => p.scale_tickets) ?? [], [list.data]);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [showDeleted, setShowDeleted] = useState(false);
  const [editor, setEditor] = useState<ScaleTicket | 'new' | null>(null);
  useEffect(() => setSelected(new Set()), [companyId, year]);
  // The selection is of rows the list shows: once a search's (or a refresh's) rows arrive, the ones left
  // out drop out of it, and a row still shown stays chosen (a box checked just before the search's
  // debounce reaches the URL is kept).
  useEffect(() => {
    if (list.isPending) return;
    setSelected((current) => {
      const shown = new Set(tickets.map((t) => t.scale_ticket_id));
      const kept = [...current].filter((id) => shown.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [tickets, list.isPending]);
  const select = (next: Set<string>) => setSelected(next);

  const openId = params.get('ticket');
  const loaded = openId ? tickets.find((t) => t.scale_ticket_id === openId) : undefined;
  const byId = useScaleTicket(openId, !list.isPending && !loaded);
  const open = loaded ?? byId.data ?? undefined;
  const setOpen = (ticket: ScaleTicket | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (ticket) next.set('ticket', ticket.scale_ticket_id);
        else next.delete('ticket');
        return next;
      },
      { replace: !ticket },
    );

  const yearPlans = (plans ?? []).filter((p) => p.contract_year === year);
  const years = salesYear.data ? scaleTicketListYears(salesYear.data) : [];
  if (validYear && !years.includes(year)) years.push(year);

  const title = (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <div>
        <Title order={1} size="h2">
          Scale Tickets
        </Title>
        {companyName && <Text c="dimmed">{companyName}</Text>}
      </div>
      <Select
        label="Sales year"
        w={140}
        allowDeselect={false}
        data={years.map(String)}
        value={validYear ? String(year) : null}
        // another year keeps the search (the same grower's tickets of that year), not an opened ticket
        onChange={(value) => {
          if (!value) return;
          const kept = new URLSearchParams(params);
          kept.delete('ticket');
          navigate({ pathname: `/company/${companyId}/scale-tickets/${value}`, search: kept.toString() });
        }}
      />
    </Group>
  );
  if (!validYear || list.isError)
    return (
      <QueryError
        error={list.error}
        notFoundText="Scale tickets not found"
        header={title}
        onRetry={() => void list.refetch()}
      />
    );

  return (
    <Stack>
      {title}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label="Search"
          placeholder="Ticket number, grower or BOL"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
          type="search"
        />
        <Group gap="sm" wrap="wrap">
          {canWrite && (
            <>
              <Button onClick={() => setEditor('new')} disabled={!yearPlans.length}>
                Enter Single Ticket
              </Button>
              <BulkUpload companyId={companyId} plans={yearPlans} />
              <DeleteTicketsButton
                selected={tickets.filter((t) => selected.has(t.scale_ticket_id))}
                onDeleted={() => select(new Set())}
              />
              <Button variant="subtle" aria-expanded={showDeleted} onClick={() => setShowDeleted(!showDeleted)}>
                {SCALE_TICKET_MESSAGES.deletedTickets}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {canWrite && plans && !yearPlans.length && (
        <Text size="sm" c="dimmed">
          The company has no production plan for {year}: tickets are entered against a plan.
        </Text>
      )}
      <TicketTable
        tickets={tickets}
        loading={list.isPending}
        emptyText={search ? `No scale tickets match "${search}".` : `No scale tickets for ${year}.`}
        onOpen={setOpen}
        selection={
          canWrite
            ? {
                selected,
                toggle: (id) => {
                  const next = new Set(selected);
                  if (!next.delete(id)) next.add(id);
                  select(next);
                },
                toggleAll: (all) => select(new Set(all ? tickets.map((t) => t.scale_ticket_id) : [])),
                onEdit: setEditor,
              }
            : undefined
        }
      />
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => list.fetchNextPage()} />
      {canWrite && showDeleted && <DeletedTicketsSection companyId={companyId} year={year} />}
      {open && (
        <TicketDetailModal
          ticket={open}
          onClose={() => setOpen(null)}
          onEdit={
            canWrite
              ? (ticket) => {
                  setOpen(null);
                  setEditor(ticket);
                }
              : undefined
          }
        />
      )}
      {editor && (
        <TicketEditorModal
          companyId={companyId}
          plans={editor === 'new' ? yearPlans : (plans ?? [])}
          ticket={editor === 'new' ? undefined : editor}
          onClose={() => setEditor(null)}
        />
      )}
    </Stack>
  );
}

/** Bulk Upload opens the upload page of the year's plan; with several plans, a menu to choose one. */
function BulkUpload({ companyId, plans }: { companyId: string; plans: TicketPlan[] }) {
  const to = (plan: TicketPlan) => `/company/${companyId}/upload-scale-ticket/${plan.production_plan_id}`;
  if (plans.length <= 1)
    return plans[0] ? (
      <Button component={Link} to={to(plans[0])} variant="default">
        Bulk Upload
      </Button>
    ) : (
      <Button variant="default" disabled>
        Bulk Upload
      </Button>
    );
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default">Bulk Upload</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Choose the production plan</Menu.Label>
        {plans.map((plan) => (
          <Menu.Item key={plan.production_plan_id} component={Link} to={to(plan)}>
            {plan.inventory_code} ({plan.contract_year})
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

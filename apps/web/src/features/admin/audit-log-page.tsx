import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  AUDIT_ENTITY_LABELS,
  AUDIT_LOG_EXPORT_MAX,
  auditChangeLines,
  entityLabel,
  type AuditLogEntry,
  type UserSearchHit,
  formatAmount,
  formatDateTime,
  historyActionLabel,
} from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { CompanyPicker, type PickedCompany } from '../../components/company-picker';
import { DataTable } from '../../components/data-table';
import { QueryError } from '../../components/query-error';
import { UserPicker } from '../../components/user-picker';
import { AUDIT_LOG_PAGE_SIZE, auditLogExportUrl, useAuditLog, type AuditLogFilters } from './api/audit-log';

const ENTITY_OPTIONS = Object.entries(AUDIT_ENTITY_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** Where a record of the row opens, for the record types whose page needs no more than the row holds. */
export function recordLink(entry: AuditLogEntry): string | null {
  const id = entry.entity_id;
  if (!id) return null;
  if (entry.entity === 'company') return `/company/${id}`;
  if (entry.entity === 'contract_template' && entry.action !== 'upload') return `/master-agreement/${id}`;
  const company = entry.details?.company_id;
  if (entry.entity === 'production_plan' && typeof company === 'string')
    return `/company/${company}/production-plan/view/${id}`;
  return null;
}

function Changes({ entry }: { entry: AuditLogEntry }) {
  const lines = auditChangeLines(entry);
  return (
    <Stack gap={0}>
      {lines.map((line, index) => (
        <Text key={index} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** /admin/audit-log: every change across the portal, filtered, paged newest first, exportable to Excel. */
export function AuditLogPage() {
  const [user, setUser] = useState<UserSearchHit | null>(null);
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const [entity, setEntity] = useState<string | null>(null);
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [page, setPage] = useState(1);
  const filters: AuditLogFilters = {
    user_id: user?.user_id,
    company_id: company?.company_id,
    entity: entity ?? undefined,
    from_day: fromDay || undefined,
    to_day: toDay || undefined,
  };
  const log = useAuditLog(filters, page);
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Audit log
        </Title>
        <Button component="a" variant="default" href={auditLogExportUrl(filters)} download="audit-log.xlsx">
          Download Excel
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Every change across the portal, newest first. The company is the acting user's. The Excel file holds the
        filtered rows, at most {formatAmount(AUDIT_LOG_EXPORT_MAX)}.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        <UserPicker label="User" placeholder="Search users" value={user} onPick={refilter(setUser)} />
        <CompanyPicker label="Company" placeholder="Search companies" value={company} onPick={refilter(setCompany)} />
        <Select
          label="Record type"
          placeholder="All"
          data={ENTITY_OPTIONS}
          value={entity}
          onChange={refilter(setEntity)}
          clearable
        />
        <TextInput
          label="From"
          type="date"
          value={fromDay}
          onChange={(e) => refilter(setFromDay)(e.currentTarget.value)}
        />
        <TextInput label="To" type="date" value={toDay} onChange={(e) => refilter(setToDay)(e.currentTarget.value)} />
      </SimpleGrid>
      {log.isError ? (
        <QueryError error={log.error} notFoundText="Audit log not found" />
      ) : (
        <DataTable<AuditLogEntry>
          caption="Audit log"
          loading={log.isPending}
          rows={log.data?.items}
          rowKey={(e) => e.audit_id}
          stackOnMobile
          columns={[
            {
              key: 'at',
              header: 'When',
              render: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
            },
            {
              key: 'who',
              header: 'Who',
              render: (e) => (
                <Stack gap={0}>
                  <Text size="sm">{e.user_name || '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {e.user_email}
                  </Text>
                </Stack>
              ),
            },
            { key: 'company', header: 'Company', render: (e) => e.company_names.join(', ') },
            { key: 'type', header: 'Record type', render: (e) => entityLabel(e.entity) },
            {
              key: 'record',
              header: 'Record',
              render: (e) => {
                const link = recordLink(e);
                return link ? (
                  <Anchor component={Link} to={link} size="sm">
                    {e.entity_id}
                  </Anchor>
                ) : (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {e.entity_id}
                  </Text>
                );
              },
            },
            { key: 'action', header: 'Action', render: (e) => historyActionLabel(e.action, e.entity) },
            { key: 'changes', header: 'Changes', render: (e) => <Changes entry={e} /> },
          ]}
        />
      )}
      <Group justify="center">
        <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Text size="sm">Page {page}</Text>
        <Button variant="default" disabled={!log.data?.has_more} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        {AUDIT_LOG_PAGE_SIZE} rows a page
      </Text>
    </Stack>
  );
}

import { Group, Stack } from '@mantine/core';
import {
  COMPANY_ADMIN_COLUMNS,
  REPORT_MESSAGES,
  type CompanyAdminItem,
  companyTypeLabel,
  roleNameLabel,
} from '@portal/domain';
import { useMemo } from 'react';
import { DataTable } from '../../components/data-table';
import { sortableHeader } from '../../components/sort-header';
import { useCompanyAdmin } from './api/get-company-admin';
import { ReportDownloads } from './report-downloads';
import type { CompanyAdminFilters, CompanyAdminSort } from './report-filters';
import { ReportError } from './report-status';

/** The screen names types and roles in words; the downloads keep the report's values. */
const show = (row: CompanyAdminItem, key: CompanyAdminSort) => {
  if (key === 'enogen_dealer') return row.enogen_dealer ? 'TRUE' : 'FALSE';
  if (key === 'company_type') return companyTypeLabel(row.company_type);
  if (key === 'role_name') return roleNameLabel(row.role_name);
  return row[key] ?? '';
};

/** Company Admin: one row per company and assigned user; sortable by any column (the sort lives in the URL). */
export function CompanyAdminReport({
  filters,
  onChange,
}: {
  filters: CompanyAdminFilters;
  onChange: (patch: Partial<CompanyAdminFilters>) => void;
}) {
  const report = useCompanyAdmin();
  const { sort, order } = filters;
  const rows = useMemo(() => {
    if (!report.data || !sort) return report.data;
    const sign = order === 'desc' ? -1 : 1;
    return [...report.data].sort(
      (a, b) => sign * show(a, sort).localeCompare(show(b, sort), undefined, { sensitivity: 'base', numeric: true }),
    );
  }, [report.data, sort, order]);

  return (
    <Stack>
      <Group justify="flex-end">
        <ReportDownloads filters={filters} disabled={!report.data?.length} />
      </Group>
      {report.isError ? (
        <ReportError error={report.error} />
      ) : (
        <DataTable<CompanyAdminItem>
          caption="Company Admin"
          loading={report.isPending}
          rows={rows}
          rowKey={(row) => `${row.sap_id}|${row.company_name}|${row.email}|${row.role_name}`}
          emptyText={REPORT_MESSAGES.noData}
          columns={COMPANY_ADMIN_COLUMNS.map(([key, label]) => ({
            key,
            ...sortableHeader(key, label, filters, onChange),
            render: (row) => show(row, key),
          }))}
        />
      )}
    </Stack>
  );
}

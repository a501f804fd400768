import { SegmentedControl, Stack, Title } from '@mantine/core';
import { REPORT_TYPE_LABELS, REPORT_TYPES, type ReportType } from '@portal/domain';
import { CompanyAdminReport } from './company-admin-report';
import { NetBushelsReport } from './net-bushels/net-bushels-report';
import { ProgramReport } from './program/program-report';
import { useReportFilters } from './use-report-filters';

const TYPES = REPORT_TYPES.map((type) => ({ value: type, label: REPORT_TYPE_LABELS[type] }));

/** /reports (show-reports): Net Bushels, Company Admin or Program; every filter lives in the URL. */
export function ReportsPage() {
  const { filters, update, switchTo } = useReportFilters();
  return (
    <Stack>
      <Title order={1} size="h2">
        Reports
      </Title>
      <SegmentedControl
        aria-label="Report type"
        data={TYPES}
        value={filters.report}
        onChange={(value) => switchTo(value as ReportType)}
        fullWidth
        orientation="horizontal"
        maw={560}
      />
      {filters.report === 'net-bushels' && (
        <NetBushelsReport key="net-bushels" filters={filters} onChange={(patch) => update(filters, patch)} />
      )}
      {filters.report === 'company-admin' && (
        <CompanyAdminReport filters={filters} onChange={(patch) => update(filters, patch)} />
      )}
      {filters.report === 'program' && <ProgramReport filters={filters} onChange={(patch) => update(filters, patch)} />}
    </Stack>
  );
}

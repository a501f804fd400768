import { Group, Pagination, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { END_PRODUCT_LABELS, REPORT_LIMITS, REPORT_MESSAGES, type EndProductType, formatAmount } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useNetBushels } from '../api/get-net-bushels';
import { ReportDownloads } from '../report-downloads';
import { netBushelsQuery, type NetBushelsFilters } from '../report-filters';
import { ReportError, ReportLoading } from '../report-status';
import { CompanySearchInput } from './company-search-input';
import { DebouncedTextInput } from './debounced-text-input';
import { NetBushelsTable } from './net-bushels-table';

// The chart library (recharts) loads with this report only.
const NetBushelsChart = lazy(() => import('./net-bushels-chart').then((m) => ({ default: m.NetBushelsChart })));

const YEARS = Array.from({ length: REPORT_LIMITS.lastYear - REPORT_LIMITS.firstYear + 1 }, (_, i) =>
  String(REPORT_LIMITS.firstYear + i),
);
const PAGE = REPORT_LIMITS.netBushelsPageSize;
const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/** Net Bushels: filters, the product tabs the reply offers, the chart of the totals, the table and its pages. */
export function NetBushelsReport({
  filters,
  onChange,
}: {
  filters: NetBushelsFilters;
  onChange: (patch: Partial<NetBushelsFilters>) => void;
}) {
  const report = useNetBushels(netBushelsQuery(filters));
  const products: readonly EndProductType[] = report.data?.products.length ? report.data.products : ['grain'];
  const tabs = products.includes(filters.product) ? products : [...products, filters.product];

  const content = report.isError ? (
    <ReportError error={report.error} />
  ) : !report.data ? (
    <ReportLoading />
  ) : !report.data.rows.length ? (
    <Text ta="center" c="dimmed" p="md">
      {REPORT_MESSAGES.noData}
    </Text>
  ) : (
    <Stack>
      <Suspense fallback={<ReportLoading />}>
        <NetBushelsChart report={report.data} />
      </Suspense>
      <NetBushelsTable report={report.data} />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          Rows {filters.offset + 1}–{filters.offset + report.data.rows.length} of {formatAmount(report.data.total_rows)}
        </Text>
        {report.data.total_rows > PAGE && (
          <Pagination
            total={Math.ceil(report.data.total_rows / PAGE)}
            value={Math.floor(filters.offset / PAGE) + 1}
            onChange={(page) => onChange({ offset: (page - 1) * PAGE })}
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
            size="sm"
          />
        )}
      </Group>
    </Stack>
  );

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Select
          label="Year"
          data={YEARS}
          value={String(filters.year)}
          allowDeselect={false}
          onChange={(value) => value && onChange({ year: Number(value) })}
        />
        <CompanySearchInput companyId={filters.company_id} onChange={(company_id) => onChange({ company_id })} />
        <DebouncedTextInput
          label="Grower name"
          value={filters.grower_name}
          onChange={(grower_name) => onChange({ grower_name })}
        />
        <DebouncedTextInput
          label="Contract ID"
          value={filters.contract_id}
          onChange={(contract_id) => onChange({ contract_id })}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <ReportDownloads filters={filters} disabled={!report.data?.rows.length} />
      </Group>
      <Tabs
        value={filters.product}
        onChange={(value) => value && onChange({ product: value as EndProductType })}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map((type) => (
            <Tabs.Tab key={type} value={type}>
              {END_PRODUCT_LABELS[type]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((type) => (
          <Tabs.Panel key={type} value={type} pt="sm">
            {content}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

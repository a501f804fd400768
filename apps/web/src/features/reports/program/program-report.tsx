import { Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { CONTRACT_STATES, REPORT_MESSAGES, statusLabel, type ContractState } from '@portal/domain';
import { planLabel, useReportPrograms } from '../api/get-program-report';
import { ReportDownloads } from '../report-downloads';
import type { ProgramFilters } from '../report-filters';
import { ReportError, ReportLoading } from '../report-status';
import { ProgramContracts } from './program-contracts';

const STATES = CONTRACT_STATES.map((state) => ({ value: state, label: statusLabel(state) }));

/** Program: a program, then one of its production plans, then the plan's contracts (optionally of one status). */
export function ProgramReport({
  filters,
  onChange,
}: {
  filters: ProgramFilters;
  onChange: (patch: Partial<ProgramFilters>) => void;
}) {
  const programs = useReportPrograms();

  if (programs.isError) return <ReportError error={programs.error} />;
  if (programs.isPending) return <ReportLoading />;
  if (!programs.data.length)
    return (
      <Text ta="center" c="dimmed" p="md">
        {REPORT_MESSAGES.noPrograms}
      </Text>
    );
  const planId = filters.production_plan_id;
  const plans = programs.data.find((p) => p.program_id === filters.program_id)?.production_plans;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Program"
          placeholder="Select a program"
          searchable
          data={programs.data.map((p) => ({ value: p.program_id, label: p.program_name }))}
          value={filters.program_id ?? null}
          onChange={(value) => onChange({ program_id: value ?? undefined, production_plan_id: undefined })}
        />
        <Select
          label="Production plan"
          placeholder={filters.program_id ? 'Select a production plan' : 'Select a program first'}
          disabled={!filters.program_id}
          data={(plans ?? []).map((p) => ({ value: p.production_plan_id, label: planLabel(p) }))}
          value={planId ?? null}
          onChange={(value) => onChange({ production_plan_id: value ?? undefined })}
          nothingFoundMessage={REPORT_MESSAGES.noData}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={STATES}
          value={filters.contract_state ?? null}
          onChange={(value) => onChange({ contract_state: (value as ContractState | null) ?? undefined })}
        />
      </SimpleGrid>
      {plans && !plans.length && (
        <Text ta="center" c="dimmed" p="md">
          {REPORT_MESSAGES.noData}
        </Text>
      )}
      <Group justify="flex-end">
        <ReportDownloads filters={filters} disabled={!filters.program_id || !planId} />
      </Group>
      {planId && <ProgramContracts planId={planId} state={filters.contract_state} />}
    </Stack>
  );
}

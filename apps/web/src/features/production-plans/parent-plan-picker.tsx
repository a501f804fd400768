import { Checkbox, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, type ParentCandidate } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useParentSearch } from './api/get-parent-plans';

type ParentCompany = { company_id: string; company_name: string };

/**
 * The parent plan checkbox: a grain receiver by typeahead (3 characters, 300 ms) and one of its
 * plan years. Turning it off clears the parent.
 */
export function ParentPlanPicker({
  companyId,
  enabled,
  company,
  planId,
  candidates,
  loadingCandidates,
  error,
  onEnabled,
  onCompany,
  onPlan,
}: {
  companyId: string;
  enabled: boolean;
  company: ParentCompany | null;
  planId: string | null;
  candidates: ParentCandidate[] | undefined;
  loadingCandidates: boolean;
  error?: string;
  onEnabled: (enabled: boolean) => void;
  onCompany: (company: ParentCompany | null) => void;
  onPlan: (planId: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useParentSearch(enabled ? term : '');
  const options = useMemo(() => {
    const byId = new Map<string, string>();
    if (company) byId.set(company.company_id, company.company_name);
    for (const plan of found.data ?? [])
      if (plan.company_id !== companyId) byId.set(plan.company_id, plan.company_name);
    return [...byId].map(([value, label]) => ({ value, label }));
  }, [found.data, company, companyId]);

  return (
    <Stack gap="sm">
      <Checkbox
        label="Parent plan"
        description="This plan draws on another grain receiver's production plan."
        checked={enabled}
        onChange={(event) => onEnabled(event.currentTarget.checked)}
      />
      {enabled && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Parent grain receiver"
            placeholder={`Type at least ${SEARCH_MIN_LENGTH} characters`}
            searchable
            clearable
            data={options}
            value={company?.company_id ?? null}
            searchValue={search}
            onSearchChange={setSearch}
            onChange={(value, option) => {
              onCompany(value ? { company_id: value, company_name: option?.label ?? '' } : null);
              onPlan(null);
            }}
            nothingFoundMessage={
              term.length < SEARCH_MIN_LENGTH
                ? 'Keep typing…'
                : found.isFetching
                  ? 'Searching…'
                  : 'No grain receiver found'
            }
            filter={({ options: all }) => all}
          />
          <Select
            label="Parent plan year"
            placeholder={company ? (loadingCandidates ? 'Loading…' : 'Select year') : 'Choose the grain receiver first'}
            disabled={!company || loadingCandidates}
            data={(candidates ?? []).map((plan) => ({
              value: plan.production_plan_id,
              label: String(plan.contract_year),
            }))}
            value={planId}
            onChange={onPlan}
            error={error}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

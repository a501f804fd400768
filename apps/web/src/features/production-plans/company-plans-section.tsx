import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { canHaveProductionPlans, contractTypeLabel, formatAmount, type PlanSummary } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DataTable } from '../../components/data-table';
import { useAccess } from '../../session/session-context';
import { useCommittedUnits, usePlan } from './api/get-plan';
import { useCompanyPlans } from './api/get-company-plans';
import { useSalesYear } from '../../api/sales-year';
import { DeliveryTable } from './delivery-table';

const PLANS_ANCHOR = 'production-plans';

/**
 * The company page's production plans: the delivery table of a chosen plan year and the plans
 * list (only when plans exist), with Add production plan for syngenta, grain-receiver and 3PO
 * companies (create-production-plan).
 */
export function CompanyPlansSection({ companyId, companyType }: { companyId: string; companyType: string }) {
  const canAdd = useAccess(companyId, 'create-production-plan') === 'success' && canHaveProductionPlans(companyType);
  const plans = useCompanyPlans(companyId);
  const salesYear = useSalesYear();
  const [chosen, setChosen] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // The menu's Production plans entry leads here (#production-plans): scroll once the plans are in.
  useEffect(() => {
    if (hash === `#${PLANS_ANCHOR}` && plans.isSuccess) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, plans.isSuccess]);
  const list = plans.data?.production_plans ?? [];
  const current =
    list.find((p) => p.production_plan_id === chosen) ??
    list.find((p) => p.contract_year === salesYear.data) ??
    list[0] ??
    null;

  if (plans.isError || (!list.length && !canAdd)) return null;
  const add = canAdd && (
    <Button component={Link} to={`/company/${companyId}/production-plan/create?company_id=${companyId}`} size="sm">
      Add production plan
    </Button>
  );
  return (
    <Paper
      withBorder
      p="lg"
      aria-label="Production plans"
      component="section"
      id={PLANS_ANCHOR}
      ref={section}
      style={{ scrollMarginTop: 72 }}
    >
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Production plans
          </Title>
          {add}
        </Group>
        {plans.isPending ? (
          <Text c="dimmed" size="sm" role="status">
            Loading production plans…
          </Text>
        ) : !list.length ? (
          <Text c="dimmed" size="sm">
            No production plans yet.
          </Text>
        ) : (
          <>
            <Group justify="space-between" align="flex-end">
              <Text fw={600}>Delivery table</Text>
              <Select
                label="Plan year"
                size="xs"
                w={120}
                allowDeselect={false}
                data={list.map((p) => ({ value: p.production_plan_id, label: String(p.contract_year) }))}
                value={current?.production_plan_id ?? null}
                onChange={setChosen}
              />
            </Group>
            {current && <PlanDeliveryTable planId={current.production_plan_id} />}
            <PlansList companyId={companyId} plans={list} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function PlanDeliveryTable({ planId }: { planId: string }) {
  const plan = usePlan(planId);
  const committed = useCommittedUnits(planId);
  if (!plan.data)
    return (
      <Text c="dimmed" size="sm" role="status">
        Loading the delivery table…
      </Text>
    );
  return (
    <DeliveryTable
      contractYear={plan.data.contract_year}
      contractTypeName={plan.data.production_plan_extra.contract_type_enum}
      monthlyUnits={plan.data.monthly_units}
      committed={committed.data}
      planPremium={plan.data.premium}
    />
  );
}

function PlansList({ companyId, plans }: { companyId: string; plans: PlanSummary[] }) {
  return (
    <DataTable
      caption="Production plans list"
      rows={plans}
      loading={false}
      rowKey={(p) => p.production_plan_id}
      columns={[
        { key: 'year', header: 'Contract year', render: (p) => p.contract_year },
        { key: 'code', header: 'Inventory code', render: (p) => p.inventory_code },
        {
          key: 'type',
          header: 'Contract type',
          render: (p) => contractTypeLabel(p.production_plan_extra.contract_type_enum),
        },
        { key: 'acres', header: 'Total acres', render: (p) => formatAmount(p.total_acres) },
        { key: 'units', header: 'Total Bushels', render: (p) => formatAmount(p.total_units) },
        {
          key: 'view',
          header: '',
          render: (p) => (
            <Button
              component={Link}
              to={`/company/${companyId}/production-plan/view/${p.production_plan_id}`}
              size="compact-sm"
              variant="light"
              aria-label={`View production plan ${p.contract_year}`}
            >
              View
            </Button>
          ),
        },
      ]}
    />
  );
}

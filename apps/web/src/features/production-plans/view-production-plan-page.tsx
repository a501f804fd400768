import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  contractTypeLabel,
  formatAmount,
  formatPremium,
  type PlanDetail,
  type PlanTemplate,
  formatDate,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { HistoryButton } from '../../components/history-panel';
import { PageLoader } from '../../components/page-loader';
import { useAccess } from '../../session/session-context';
import { useCommittedUnits, usePlan } from './api/get-plan';
import { DeliveryTable } from './delivery-table';
import { MasterAgreementVersions } from './master-agreement-versions';
import { BackToCompany, LoadFailure } from './plan-pages-common';
import { usePageTitle } from '../../lib/page-title';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fr: 'French', es: 'Spanish' };

/**
 * /company/{company_id}/production-plan/view/{production_plan_id}: details, delivery table, legal templates;
 * `sections` adds other areas' parts below them (composed in app/pages, e.g. the scale ticket upload tab).
 */
export function ViewProductionPlanPage({ sections }: { sections?: (plan: PlanDetail) => ReactNode } = {}) {
  const { companyId = '', productionPlanId = '' } = useParams();
  const plan = usePlan(productionPlanId);
  const committed = useCommittedUnits(plan.data ? productionPlanId : null);
  const canEdit = useAccess(companyId, 'create-production-plan') === 'success';
  usePageTitle(plan.data && `Production Plan ${plan.data.contract_year} · ${plan.data.company_name}`);

  if (plan.isError)
    return <LoadFailure error={plan.error} companyId={companyId} notFoundText="Production plan not found" />;
  if (!plan.data) return <PageLoader />;
  if (plan.data.company_id !== companyId)
    return <LoadFailure error={null} companyId={companyId} notFoundText="Production plan not found" />;
  const p = plan.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <BackToCompany companyId={companyId} name={p.company_name} />
          <Title order={1} size="h2">
            Production Plan {p.contract_year}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{p.inventory_code}</Badge>
            <Text c="dimmed" size="sm">
              {p.company_name}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          <HistoryButton kind="production_plan" id={p.production_plan_id} size="sm" />
          {canEdit && (
            <Button component={Link} to={`/company/${companyId}/production-plan/edit/${p.production_plan_id}`}>
              Edit plan
            </Button>
          )}
        </Group>
      </Group>
      <PlanDetails plan={p} />
      <Paper withBorder p="lg">
        <Stack>
          <Title order={2} size="h4">
            Delivery table
          </Title>
          <DeliveryTable
            contractYear={p.contract_year}
            contractTypeName={p.production_plan_extra.contract_type_enum}
            monthlyUnits={p.monthly_units}
            committed={committed.data}
            planPremium={p.premium}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Stack>
          <Title order={2} size="h4">
            Legal templates
          </Title>
          <LegalTemplates
            companyId={companyId}
            templates={p.templates}
            typeName={p.production_plan_extra.contract_type_enum}
          />
          {p.templates.map((t) => (
            <MasterAgreementVersions key={t.contract_template_id} template={t} />
          ))}
        </Stack>
      </Paper>
      {sections?.(p)}
    </Stack>
  );
}

function PlanDetails({ plan }: { plan: PlanDetail }) {
  const location = plan.delivery_location;
  const address = [
    location.location_address1,
    location.location_address2,
    location.location_city,
    location.location_state,
    location.location_zipcode,
    location.location_country,
  ]
    .filter(Boolean)
    .join(', ');
  const items: [string, ReactNode][] = [
    ['Contract year', plan.contract_year],
    ['Inventory code', plan.inventory_code],
    ['Contract type', contractTypeLabel(plan.production_plan_extra.contract_type_enum) || '—'],
    ['APH', formatAmount(plan.aph)],
    ['Total acres', formatAmount(plan.total_acres)],
    ['Total Bushels', formatAmount(plan.total_units)],
    ['Unit type', plan.unit_type === 'acres' ? 'Acres' : 'Bushels'],
    [
      'Premium',
      plan.premium === null
        ? '—'
        : `$${formatPremium(plan.premium)} per ${plan.premium_type === 'acres' ? 'acre' : 'bushel'}`,
    ],
    ['Delivery location', [location.location_name, address].filter(Boolean).join(' — ') || '—'],
    ['Parent plan', plan.parent ? `${plan.parent.company_name} · ${plan.parent.contract_year}` : 'None'],
  ];
  if (plan.parent)
    items.push([
      'Child acres / units',
      `${formatAmount(plan.total_child_acres ?? 0)} / ${formatAmount(plan.total_child_units ?? 0)}`,
    ]);
  items.push(['Created', formatDate(plan.created)]);
  return (
    <Paper withBorder p="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="dl" m={0}>
        {items.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function LegalTemplates({
  companyId,
  templates,
  typeName,
}: {
  companyId: string;
  templates: PlanTemplate[];
  typeName: string | null;
}) {
  const link = (t: PlanTemplate) => `/company/${companyId}/master-agreement/${t.contract_template_id}`;
  return (
    <DataTable
      caption="Legal templates"
      rowKey={(t) => t.contract_template_id}
      rows={templates}
      loading={false}
      emptyText="No master agreement yet"
      columns={[
        {
          key: 'name',
          header: 'Template',
          render: (t) => (
            <Anchor component={Link} to={link(t)}>
              {t.template_name}
            </Anchor>
          ),
        },
        {
          key: 'language',
          header: 'Language',
          render: (t) => LANGUAGE_NAMES[t.template_language] ?? t.template_language,
        },
        { key: 'type', header: 'Contract type', render: () => contractTypeLabel(typeName) },
        { key: 'modified', header: 'Modified', render: (t) => formatDate(t.modified) },
        {
          key: 'view',
          header: '',
          render: (t) => (
            <Button
              component={Link}
              to={link(t)}
              size="compact-sm"
              variant="light"
              aria-label={`View ${t.template_name}`}
            >
              View
            </Button>
          ),
        },
      ]}
    />
  );
}

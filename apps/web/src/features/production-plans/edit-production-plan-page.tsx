import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useLanguages } from '../../api/languages';
import { useContractTypes } from './api/get-contract-types';
import { useCompanyPlans } from './api/get-company-plans';
import { usePlan } from './api/get-plan';
import { useSalesYear } from '../../api/sales-year';
import { BackToCompany, LoadFailure } from './plan-pages-common';
import { ProductionPlanForm } from './production-plan-form';

/** /company/{company_id}/production-plan/edit/{production_plan_id}: update-production-plan, else access denied. */
export function EditProductionPlanPage() {
  const { companyId = '', productionPlanId = '' } = useParams();
  const plan = usePlan(productionPlanId);
  const plans = useCompanyPlans(companyId);
  const salesYear = useSalesYear();
  const languages = useLanguages(companyId);
  const types = useContractTypes();

  const failed = plan.error ?? plans.error;
  if (failed) return <LoadFailure error={failed} companyId={companyId} notFoundText="Production plan not found" />;
  if (!plan.data || !plans.data || !salesYear.data || !languages.data || !types.data) return <PageLoader />;
  if (plan.data.company_id !== companyId)
    return <LoadFailure error={null} companyId={companyId} notFoundText="Production plan not found" />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackToCompany companyId={companyId} name={plan.data.company_name} />
        <Title order={1} size="h2">
          Edit Production Plan
        </Title>
        <Text c="dimmed">
          {plan.data.company_name} · {plan.data.contract_year} · {plan.data.inventory_code}
        </Text>
      </Stack>
      <ProductionPlanForm
        company={plans.data.company}
        plans={plans.data.production_plans}
        plan={plan.data}
        salesYear={salesYear.data}
        languages={languages.data}
        contractTypes={types.data}
      />
    </Stack>
  );
}

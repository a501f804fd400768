import { Alert, Stack, Text, Title } from '@mantine/core';
import { canHaveProductionPlans } from '@portal/domain';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useLanguages } from '../../api/languages';
import { useContractTypes } from './api/get-contract-types';
import { useCompanyPlans } from './api/get-company-plans';
import { useSalesYear } from '../../api/sales-year';
import { BackToCompany, LoadFailure } from './plan-pages-common';
import { ProductionPlanForm } from './production-plan-form';

/** /company/{company_id}/production-plan/create: grain receiver, 3PO and syngenta companies, create-production-plan. */
export function CreateProductionPlanPage() {
  const { companyId = '' } = useParams();
  const plans = useCompanyPlans(companyId);
  const salesYear = useSalesYear();
  const languages = useLanguages(companyId);
  const types = useContractTypes();

  if (plans.isError) return <LoadFailure error={plans.error} companyId={companyId} notFoundText="Company not found" />;
  if (!plans.data || !salesYear.data || !languages.data || !types.data) return <PageLoader />;
  const { company } = plans.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackToCompany companyId={companyId} name={company.company_name} />
        <Title order={1} size="h2">
          New Production Plan
        </Title>
        <Text c="dimmed">{company.company_name}</Text>
      </Stack>
      {canHaveProductionPlans(company.company_type) ? (
        <ProductionPlanForm
          company={company}
          plans={plans.data.production_plans}
          salesYear={salesYear.data}
          languages={languages.data}
          contractTypes={types.data}
        />
      ) : (
        <Alert color="yellow" title="Production plans are for grain receiver, 3PO and syngenta companies" />
      )}
    </Stack>
  );
}

import { ViewProductionPlanPage } from '../../features/production-plans/view-production-plan-page';
import { PlanInventorySection } from '../../features/scale-tickets/inventory/plan-inventory-section';

/** /company/{company_id}/production-plan/view/{production_plan_id}: the plan with its contracts' inventory. */
export function ProductionPlanViewRoute() {
  return (
    <ViewProductionPlanPage
      sections={(plan) => (
        <PlanInventorySection
          planId={plan.production_plan_id}
          companyId={plan.company_id}
          planYear={plan.contract_year}
        />
      )}
    />
  );
}

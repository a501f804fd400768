import { ViewProductionPlanPage } from '../../features/production-plans/view-production-plan-page';
import { PlanInventorySection } from '../../features/scale-tickets/inventory/plan-inventory-section';
import { PlanTicketUploadTab } from '../../features/scale-tickets/upload/plan-ticket-upload-tab';

/** /company/{company_id}/production-plan/view/{production_plan_id}: the plan with its contracts' inventory and its scale ticket upload tab. */
export function ProductionPlanViewRoute() {
  return (
    <ViewProductionPlanPage
      sections={(plan) => (
        <>
          <PlanInventorySection
            planId={plan.production_plan_id}
            companyId={plan.company_id}
            planYear={plan.contract_year}
          />
          <PlanTicketUploadTab companyId={plan.company_id} planId={plan.production_plan_id} />
        </>
      )}
    />
  );
}

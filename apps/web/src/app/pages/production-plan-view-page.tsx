import { ViewProductionPlanPage } from '../../features/production-plans/view-production-plan-page';
import { PlanTicketUploadTab } from '../../features/scale-tickets/upload/plan-ticket-upload-tab';

/** /company/{company_id}/production-plan/view/{production_plan_id}: the plan with its scale ticket upload tab. */
export function ProductionPlanViewRoute() {
  return (
    <ViewProductionPlanPage
      sections={(plan) => <PlanTicketUploadTab companyId={plan.company_id} planId={plan.production_plan_id} />}
    />
  );
}

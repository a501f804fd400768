import type { z } from 'zod';
import type { planHistoryQuerySchema, RecordHistoryPage } from '@portal/domain';
import { forbidden, notFound } from '../../plugins/errors';
import { readRecordHistory, rowsOf } from '../../services/record-history';
import type { Service } from '../../services/service';
import { canReadCompany } from './plan-access';
import { findPlan } from './plan-repository';
import type { PlanDeps } from './save-plan';

/**
 * A plan's history (its saves and its master agreements' uploads), read as the plan is: 404 when
 * unknown, 403 when the actor may not read the plan's company.
 */
export const readPlanHistory = (async ({ db }, { actor }, query) => {
  const plan = await findPlan(db, query.production_plan_id);
  if (!plan) throw notFound('Production plan not found');
  if (!(await canReadCompany(db, actor, plan.company_id))) throw forbidden();
  const id = plan.production_plan_id;
  return readRecordHistory(db, [rowsOf('production_plan', id), rowsOf('contract_template', id)], query.page);
}) satisfies Service<PlanDeps, z.output<typeof planHistoryQuerySchema>, RecordHistoryPage>;

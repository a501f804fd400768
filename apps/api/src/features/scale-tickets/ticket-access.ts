import { checkAccess } from '@portal/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { forbidden, notFound } from '../../plugins/errors';
import { findPlans, isCompanyVisible, type TicketPlan } from './repository';

/**
 * A ticket write at a plan: create-scale-ticket at the plan's company (as stored, never the body's
 * claim), and adjust-inventory there too when the ticket adjusts the inventory (`adjustsInventory`
 * in the domain: transfers, zero-outs, negative quantities).
 */
export function assertTicketWrite(actor: Actor, companyId: string, adjusts: boolean): void {
  if (checkAccess(actor.access, companyId, 'create-scale-ticket') !== 'success') throw forbidden();
  if (adjusts && checkAccess(actor.access, companyId, 'adjust-inventory') !== 'success') throw forbidden();
}

/** The plans of the ids, 404 when one is unknown. */
export async function requirePlans(tx: Tx, planIds: readonly string[]): Promise<Map<string, TicketPlan>> {
  const unique = [...new Set(planIds)];
  const plans = await findPlans(tx, unique);
  if (plans.length !== unique.length) throw notFound('Production plan not found');
  return new Map(plans.map((plan) => [plan.production_plan_id, plan]));
}

/** A plan whose company the actor sees; an unknown or foreign plan reads as not found. */
export async function requireVisiblePlan(tx: Tx, actor: Actor, planId: string): Promise<TicketPlan> {
  const [plan] = await findPlans(tx, [planId]);
  if (!plan || !(await isCompanyVisible(tx, actor, plan.company_id))) throw notFound('Production plan not found');
  return plan;
}

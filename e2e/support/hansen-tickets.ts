import {
  companyByName,
  contractOfGrowerInState,
  buildScaleTicket,
  plansOfCompany,
  salesYearSetting,
} from '@portal/api/testing';
import type { BrowserPortal } from './portal';

type TicketRow = Parameters<typeof buildScaleTicket>[1];

/** A plausible grain reading, the same on every test ticket. */
export const READING = { testWeight: 56, moisture: 15.5, damage: 1, foreignMaterial: 0.5 };

/**
 * Cornbelt's plan of the sales year and a writer of tickets delivered on Hansen's completed contract:
 * `ticket('X-1', 5)` stores ticket X-1 dated the 5th of October of that year.
 */
export async function hansenTickets(portal: BrowserPortal) {
  const db = portal.portal.app.deps.db;
  const cornbelt = (await companyByName(db, 'Cornbelt Renewable Fuels'))!.companyId;
  const year = await salesYearSetting(db);
  const plans = await plansOfCompany(db, cornbelt);
  const planId = plans.find((p) => p.contractYear === year)!.productionPlanId;
  const contractId = (await contractOfGrowerInState(db, 'Hansen Family Farms', 'completed'))!.contractId;
  const ticket = (number: string, day: number, extra: Partial<TicketRow> = {}) =>
    buildScaleTicket(db, {
      scaleTicketNumber: number,
      scaleTicketDate: `${year}-10-${String(day).padStart(2, '0')}`,
      growerName: 'Hansen Family Farms',
      contractId,
      billOfLandingNumber: `BOL-${number}`,
      grossQuantity: 1200,
      netQuantity: 1150,
      productionPlanId: planId,
      externalReferenceId: cornbelt,
      ...READING,
      ...extra,
    });
  return { cornbelt, year, planId, plans, ticket };
}

import { allocateInventory } from '@portal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { committedUnits, contracts, growers, productionPlans, scaleTickets } from '../schema';

type NewTicket = typeof scaleTickets.$inferInsert;
type Delivered = Awaited<ReturnType<typeof deliverableContracts>>[number];

function deliverableContracts(tx: Tx, salesYear: number) {
  return tx
    .select({
      contractId: contracts.contractId,
      newContractId: contracts.newContractId,
      growerId: contracts.growerId,
      growerName: growers.growerName,
      planId: productionPlans.productionPlanId,
      companyId: productionPlans.companyId,
      inventoryCode: productionPlans.inventoryCode,
      details: contracts.contractDetails,
    })
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, contracts.productionPlanId))
    .where(
      and(
        eq(contracts.contractYear, salesYear),
        inArray(contracts.contractState, ['completed', 'amendment_completed']),
      ),
    )
    .orderBy(asc(contracts.created));
}

/** Four truckloads of a contract in October and November of the sales year. */
function truckloads(contract: Delivered, salesYear: number, index: number): NewTicket[] {
  return [0, 1, 2, 3].map((load) => ({
    scaleTicketNumber: `${contract.inventoryCode}-${String(index * 10 + load + 1).padStart(4, '0')}`,
    scaleTicketDate: `${salesYear}-${load < 2 ? '10' : '11'}-${String(4 + load * 6).padStart(2, '0')}`,
    growerName: contract.growerName,
    originalNewContractId: contract.newContractId,
    contractId: contract.contractId,
    billOfLandingNumber: `BOL-${index + 1}${String(load + 1).padStart(3, '0')}`,
    grossQuantity: 1100 + load * 40,
    netQuantity: 1020 + load * 35,
    testWeight: 56 + (load % 2),
    moisture: 14.5 + load * 0.5,
    damage: 1 + load * 0.2,
    foreignMaterial: 0.8,
    rapidViscoAnalyzer: load === 3 ? 0 : 1,
    grossLbs: (1100 + load * 40) * 56,
    tarLbs: 28_000,
    netLbs: (1100 + load * 40) * 56 - 28_000,
    notes: load === 0 ? 'First load of the season' : null,
    productionPlanId: contract.planId,
    externalReferenceId: contract.companyId,
  }));
}

/**
 * Demo scale tickets for the completed contracts of the sales year, whose harvests
 * (`harvests`, bushels per contract) demo-stewardship.ts recorded: for every contract four
 * truckloads; one unplanned transfer (its original_* fields name the first contract) and one
 * zero-out (its net quantity is the first contract's inventory, its number contains zeroout).
 * The 3PO's tickets come from its completed contract (`miller-3po`).
 */
export async function seedDemoScaleTickets(
  tx: Tx,
  options: { salesYear: number; harvests: ReadonlyMap<string, number> },
) {
  const { salesYear, harvests } = options;
  const list = await deliverableContracts(tx, salesYear);
  const tickets = list.flatMap((contract, index) => truckloads(contract, salesYear, index));
  const [first, second] = list;
  if (first && second) {
    tickets.push({
      ...truckloads(second, salesYear, list.length)[0]!,
      scaleTicketNumber: `${second.inventoryCode}-UT01`,
      billOfLandingNumber: 'BOL-UT01',
      notes: `Unplanned transfer from ${first.growerName}`,
      originalProductionPlanInventoryCode: first.inventoryCode,
      originalProductionPlanId: first.planId,
      originalContractId: first.contractId,
      originalGrowerName: first.growerName,
      originalSelectedType: 'grower_name',
    });
  }
  if (first) {
    const committed = await tx.select().from(committedUnits).where(eq(committedUnits.contractId, first.contractId));
    const delivered = tickets.filter((t) => t.contractId === first.contractId).reduce((s, t) => s + t.netQuantity, 0);
    const { inventory } = allocateInventory({
      contractYear: salesYear,
      totalHarvest: harvests.get(first.contractId) ?? 0,
      committed: committed.map((c) => ({
        month: c.deliveryMonth,
        year: c.deliveryYear,
        contractUnits: c.contractUnits,
        // the zero-out takes the total inventory, which the monthly caps do not change
        harvestBushels: 0,
      })),
      deliveredTotal: delivered,
    });
    tickets.push({
      ...truckloads(first, salesYear, list.length + 1)[0]!,
      scaleTicketNumber: `zeroout-${first.inventoryCode}-1`,
      scaleTicketDate: `${salesYear}-11-30`,
      billOfLandingNumber: 'ZEROOUT',
      grossQuantity: inventory,
      netQuantity: inventory,
      grossLbs: 0,
      tarLbs: 0,
      netLbs: 0,
      notes: 'Zero out',
      isZeroout: true,
    });
  }

  if (tickets.length) await tx.insert(scaleTickets).values(tickets);
  return { ticketCount: tickets.length };
}

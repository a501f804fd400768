import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { productionPlans, programAssignments, programs } from '../schema';

/**
 * The demo programs' production plans (the Program report): the fuel programme runs Prairie
 * Horizon's plan, the feed pilot the 3PO's. Cornbelt's plan stays unassigned for the company
 * page's Programs card.
 */
export async function seedDemoProgramAssignments(
  tx: Tx,
  options: { companyIds: Record<'prairieHorizon' | 'midwestLogistics', string>; salesYear: number },
) {
  const { companyIds, salesYear } = options;
  const pairs = [
    [`Enogen Fuel ${salesYear}`, companyIds.prairieHorizon],
    ['Enogen Feed Pilot', companyIds.midwestLogistics],
  ] as const;
  const programRows = await tx
    .select()
    .from(programs)
    .where(
      inArray(
        programs.programName,
        pairs.map(([name]) => name),
      ),
    );
  const plans = await tx
    .select()
    .from(productionPlans)
    .where(
      and(
        eq(productionPlans.contractYear, salesYear),
        inArray(
          productionPlans.companyId,
          pairs.map(([, company]) => company),
        ),
      ),
    );
  const rows = pairs.flatMap(([name, companyId]) => {
    const program = programRows.find((p) => p.programName === name);
    const plan = plans.find((p) => p.companyId === companyId);
    return program && plan
      ? [{ programId: program.programId, companyId, productionPlanId: plan.productionPlanId }]
      : [];
  });
  if (rows.length) await tx.insert(programAssignments).values(rows);
}

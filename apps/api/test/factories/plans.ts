import { DEFAULT_SALES_YEAR } from '@portal/domain';
import type { Db } from '../../src/db/client';
import { productionPlans, programAssignments } from '../../src/db/schema';
import { unique } from './unique';

type PlanRow = typeof productionPlans.$inferInsert;

/** A production plan of a company: the sales year, 200 APH, 1,000 acres, 400 units and a unique inventory code. */
export async function buildPlan(db: Db, overrides: Partial<PlanRow> & Pick<PlanRow, 'companyId'>) {
  const [row] = await db
    .insert(productionPlans)
    .values({
      contractYear: DEFAULT_SALES_YEAR,
      aph: 200,
      totalAcres: 1000,
      totalUnits: 400,
      inventoryCode: unique('T'),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Assigns a plan to a programme. */
export async function buildProgramAssignment(db: Db, values: typeof programAssignments.$inferInsert) {
  const [row] = await db.insert(programAssignments).values(values).returning();
  return row!;
}

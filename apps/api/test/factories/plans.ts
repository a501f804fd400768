import { DEFAULT_SALES_YEAR } from '@portal/domain';
import type { Db } from '../../src/db/client';
import { productionPlans, programAssignments } from '../../src/db/schema';
import { insertRows, unique } from './insert-rows';

type PlanRow = typeof productionPlans.$inferInsert;

/** A production plan of a company: the sales year, 200 APH, 1,000 acres, 400 units and a unique inventory code. */
export const buildPlan = async (db: Db, overrides: Partial<PlanRow> & Pick<PlanRow, 'companyId'>) =>
  (
    await insertRows(db, productionPlans, [
      {
        contractYear: DEFAULT_SALES_YEAR,
        aph: 200,
        totalAcres: 1000,
        totalUnits: 400,
        inventoryCode: unique('T'),
        ...overrides,
      },
    ])
  )[0]!;

/** Assigns a plan to a programme. */
export const buildProgramAssignment = async (db: Db, values: typeof programAssignments.$inferInsert) =>
  (await insertRows(db, programAssignments, [values]))[0]!;

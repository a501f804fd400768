import type { Db } from '../../src/db/client';
import { growers } from '../../src/db/schema';
import { unique } from './unique';

/** A grower: only a unique name unless the overrides give more (reseller, contact, SAP id). */
export async function buildGrower(db: Db, overrides: Partial<typeof growers.$inferInsert> = {}) {
  const [row] = await db
    .insert(growers)
    .values({ growerName: unique('Test grower '), ...overrides })
    .returning();
  return row!;
}

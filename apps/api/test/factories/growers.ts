import type { Db } from '../../src/db/client';
import { growers } from '../../src/db/schema';
import { insertRows, unique } from './insert-rows';

/** A grower: only a unique name unless the overrides give more (reseller, contact, SAP id). */
export const buildGrower = async (db: Db, overrides: Partial<typeof growers.$inferInsert> = {}) =>
  (await insertRows(db, growers, [{ growerName: unique('Test grower '), ...overrides }]))[0]!;

import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client';

let sequence = 0;

/** A text no other row of this run holds, for unique columns a test does not care about (names, codes). */
export const unique = (prefix: string): string => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** Inserts the rows in one statement (they share one `created` time) and returns them. */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  return (await db.insert(table).values(rows).returning()) as T['$inferSelect'][];
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PortalDeps } from '../../services/deps';

export type HealthDeps = Pick<PortalDeps, 'database'>;

/** Answers once the database runs a query; names its engine. */
export async function checkDatabase(database: Database): Promise<{ status: 'ok'; database: Database['engine'] }> {
  await database.db.execute(sql`select 1`);
  return { status: 'ok', database: database.engine };
}

/** Whether a `select 1` answers within timeoutMs (a stuck database must not hold the probe). */
export function databaseAnswers(database: Database, timeoutMs: number): Promise<boolean> {
  return database.answers(timeoutMs);
}

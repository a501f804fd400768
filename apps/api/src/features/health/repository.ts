import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PortalDeps } from '../../services/deps';

export type HealthDeps = Pick<PortalDeps, 'database'>;

/**
 * Answers once the database runs a query; names its engine. A server is asked on the probe's own
 * connection, within timeoutMs (a frozen server must not hold the health check); embedded PGlite is
 * waited for (its one connection may rightly be busy with a long transaction).
 */
export async function checkDatabase(
  database: Database,
  timeoutMs: number,
): Promise<{ status: 'ok'; database: Database['engine'] } | null> {
  if (database.engine === 'postgres') {
    if (!(await database.answers(timeoutMs))) return null;
  } else await database.db.execute(sql`select 1`);
  return { status: 'ok', database: database.engine };
}

/** Whether a `select 1` answers within timeoutMs (a stuck database must not hold the probe). */
export function databaseAnswers(database: Database, timeoutMs: number): Promise<boolean> {
  return database.answers(timeoutMs);
}

import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { surveyCodes } from '../../db/schema';
import type { PortalDeps } from '../../services/deps';

export type SurveyCodeDeps = Pick<PortalDeps, 'db'>;

/** The user's latest code, if any. */
export async function latestSurveyCode(tx: Tx, userId: string): Promise<{ code: string } | undefined> {
  const [latest] = await tx
    .select({ code: surveyCodes.code })
    .from(surveyCodes)
    .where(eq(surveyCodes.createdBy, userId))
    .orderBy(desc(surveyCodes.created))
    .limit(1);
  return latest;
}

/** The stored code, or undefined when the code is taken. */
export async function insertSurveyCode(tx: Tx, code: string, userId: string): Promise<{ code: string } | undefined> {
  const [row] = await tx
    .insert(surveyCodes)
    .values({ code, createdBy: userId })
    .onConflictDoNothing()
    .returning({ code: surveyCodes.code });
  return row;
}

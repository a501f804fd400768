import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { linkedCompanies } from '../../db/schema';

/** The links touching any of the given companies, as pairs of company ids. */
export async function linksOf(tx: Tx, companyIds: readonly string[]): Promise<{ a: string; b: string }[]> {
  const ids = [...companyIds];
  return tx
    .select({ a: linkedCompanies.companyId1, b: linkedCompanies.companyId2 })
    .from(linkedCompanies)
    .where(or(inArray(linkedCompanies.companyId1, ids), inArray(linkedCompanies.companyId2, ids)));
}

/** Whether the company is linked to any of the others. */
export async function isLinkedToAny(tx: Tx, companyId: string, others: readonly string[]): Promise<boolean> {
  const ids = [...others];
  const [link] = await tx
    .select({ id: linkedCompanies.linkId })
    .from(linkedCompanies)
    .where(
      or(
        and(eq(linkedCompanies.companyId1, companyId), inArray(linkedCompanies.companyId2, ids)),
        and(eq(linkedCompanies.companyId2, companyId), inArray(linkedCompanies.companyId1, ids)),
      ),
    )
    .limit(1);
  return Boolean(link);
}

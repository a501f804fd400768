import type { LinkedCompany } from '@portal/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, linkedCompanies } from '../../db/schema';
import type { PortalDeps } from '../../services/deps';

export type LinkDeps = Pick<PortalDeps, 'db'>;

/** The link between two companies, in either order. */
const pair = (a: string, b: string) =>
  or(
    and(eq(linkedCompanies.companyId1, a), eq(linkedCompanies.companyId2, b)),
    and(eq(linkedCompanies.companyId1, b), eq(linkedCompanies.companyId2, a)),
  );

/** The live companies linked to a company, by name (one query). */
export function listLinkedCompanies(tx: Tx, companyId: string): Promise<LinkedCompany[]> {
  const other = sql`case when ${linkedCompanies.companyId1} = ${companyId} then ${linkedCompanies.companyId2} else ${linkedCompanies.companyId1} end`;
  return tx
    .select({
      link_id: linkedCompanies.linkId,
      company_id: companies.companyId,
      company_name: companies.companyName,
      company_type: companies.companyType,
      city: companies.city,
      state: companies.state,
      sap_id: companies.sapId,
      enogen_dealer: companies.enogenDealer,
      allow_non_enogen_contracts: companies.allowNonEnogenContracts,
    })
    .from(linkedCompanies)
    .innerJoin(companies, eq(companies.companyId, other))
    .where(
      and(
        or(eq(linkedCompanies.companyId1, companyId), eq(linkedCompanies.companyId2, companyId)),
        isNull(companies.deletedAt),
      ),
    )
    .orderBy(asc(companies.companyName));
}

/** How many of these companies are live. */
export async function countLiveCompanies(tx: Tx, companyIds: string[]): Promise<number> {
  const found = await tx
    .select({ id: companies.companyId })
    .from(companies)
    .where(and(inArray(companies.companyId, companyIds), isNull(companies.deletedAt)));
  return found.length;
}

export async function findLink(tx: Tx, a: string, b: string): Promise<string | null> {
  const [row] = await tx.select({ id: linkedCompanies.linkId }).from(linkedCompanies).where(pair(a, b));
  return row?.id ?? null;
}

export async function insertLink(tx: Tx, a: string, b: string): Promise<string> {
  const [row] = await tx
    .insert(linkedCompanies)
    .values({ companyId1: a, companyId2: b })
    .returning({ link_id: linkedCompanies.linkId });
  return row!.link_id;
}

/** Removes the link between two companies; false when there was none. */
export async function deleteLink(tx: Tx, a: string, b: string): Promise<boolean> {
  const [row] = await tx.delete(linkedCompanies).where(pair(a, b)).returning({ id: linkedCompanies.linkId });
  return Boolean(row);
}

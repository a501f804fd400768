import { canReadAllCompanies } from '@portal/domain';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { linkedCompanies } from '../../db/schema';
import type { Actor } from '../../plugins/actor';

/** Admins and staff holding read-company anywhere read every company's plans. */
export function readsEveryCompany(actor: Actor): boolean {
  return actor.roleType === 'admin' || canReadAllCompanies(actor.access);
}

/**
 * The companies whose plans and master agreements the actor may read: null for every company,
 * otherwise the companies of the actor's assignments and the companies linked to them.
 */
export async function readableCompanyIds(tx: Tx, actor: Actor): Promise<string[] | null> {
  if (readsEveryCompany(actor)) return null;
  const own = Object.keys(actor.companyPermissions);
  if (!own.length) return [];
  const links = await tx
    .select({ a: linkedCompanies.companyId1, b: linkedCompanies.companyId2 })
    .from(linkedCompanies)
    .where(or(inArray(linkedCompanies.companyId1, own), inArray(linkedCompanies.companyId2, own)));
  return [...new Set([...own, ...links.flatMap((link) => [link.a, link.b])])];
}

export async function canReadCompany(tx: Tx, actor: Actor, companyId: string): Promise<boolean> {
  if (readsEveryCompany(actor)) return true;
  const own = Object.keys(actor.companyPermissions);
  if (own.includes(companyId)) return true;
  if (!own.length) return false;
  const [link] = await tx
    .select({ id: linkedCompanies.linkId })
    .from(linkedCompanies)
    .where(
      or(
        and(eq(linkedCompanies.companyId1, companyId), inArray(linkedCompanies.companyId2, own)),
        and(eq(linkedCompanies.companyId2, companyId), inArray(linkedCompanies.companyId1, own)),
      ),
    )
    .limit(1);
  return Boolean(link);
}

/** The companies linked to any of the given companies. */
export async function linkedTo(tx: Tx, companyIds: readonly string[]): Promise<string[]> {
  if (!companyIds.length) return [];
  const ids = [...companyIds];
  const links = await tx
    .select({ a: linkedCompanies.companyId1, b: linkedCompanies.companyId2 })
    .from(linkedCompanies)
    .where(or(inArray(linkedCompanies.companyId1, ids), inArray(linkedCompanies.companyId2, ids)));
  return [...new Set(links.flatMap((link) => (ids.includes(link.a) ? [link.b] : [link.a])))];
}

/** A where-condition limiting a company column to the readable companies (undefined: no limit). */
export function readableCondition(column: AnyPgColumn, ids: string[] | null): SQL | undefined {
  if (ids === null) return undefined;
  return ids.length ? inArray(column, ids) : eq(column, '00000000-0000-0000-0000-000000000000');
}

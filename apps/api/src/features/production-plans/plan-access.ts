import { canReadAllCompanies } from '@portal/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { isLinkedToAny, linksOf } from './company-link-repository';

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
  const links = await linksOf(tx, own);
  return [...new Set([...own, ...links.flatMap((link) => [link.a, link.b])])];
}

export async function canReadCompany(tx: Tx, actor: Actor, companyId: string): Promise<boolean> {
  if (readsEveryCompany(actor)) return true;
  const own = Object.keys(actor.companyPermissions);
  if (own.includes(companyId)) return true;
  if (!own.length) return false;
  return isLinkedToAny(tx, companyId, own);
}

/** The companies linked to any of the given companies. */
export async function linkedTo(tx: Tx, companyIds: readonly string[]): Promise<string[]> {
  if (!companyIds.length) return [];
  const ids = [...companyIds];
  const links = await linksOf(tx, ids);
  return [...new Set(links.flatMap((link) => (ids.includes(link.a) ? [link.b] : [link.a])))];
}

import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { assertCompanyVisible } from '../../services/company-scope';
import { listLinkedCompanies as linkedTo } from './repository';

/** The companies linked to a company the actor can see. */
export async function listLinkedCompanies(db: Db, actor: Actor, companyId: string) {
  await assertCompanyVisible(db, actor, companyId);
  return { data: { items: await linkedTo(db, companyId) } };
}

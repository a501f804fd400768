import { assertCompanyVisible } from '../../services/company-scope';
import type { Service } from '../../services/service';
import { listLinkedCompanies as linkedTo, type LinkDeps } from './repository';

/** The companies linked to a company the actor can see. */
export const listLinkedCompanies = (async ({ db }, { actor }, companyId) => {
  await assertCompanyVisible(db, actor, companyId);
  return { data: { items: await linkedTo(db, companyId) } };
}) satisfies Service<LinkDeps, string>;

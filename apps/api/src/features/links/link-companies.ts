import { LINK_COMPANY_MESSAGES } from '@portal/domain';
import { conflict, notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { countLiveCompanies, deleteLink, findLink, insertLink, type LinkDeps } from './repository';

type Pair = { company_id_1: string; company_id_2: string };

/** Link two live companies; 409 when they are linked already. */
export const linkCompanies = (async ({ db }, { audit }, { company_id_1, company_id_2 }) => {
  return db.transaction(async (tx) => {
    if ((await countLiveCompanies(tx, [company_id_1, company_id_2])) < 2) throw notFound('Company not found');
    if (await findLink(tx, company_id_1, company_id_2)) throw conflict(LINK_COMPANY_MESSAGES.alreadyLinked);
    const linkId = await insertLink(tx, company_id_1, company_id_2);
    await audit(tx, {
      action: 'link',
      entity: 'company',
      entityId: company_id_1,
      details: { company_id_1, company_id_2 },
    });
    return { data: { link_id: linkId, company_id_1, company_id_2 } };
  });
}) satisfies Service<LinkDeps, Pair>;

/** Remove the link between two companies. */
export const unlinkCompanies = (async ({ db }, { audit }, { company_id_1, company_id_2 }) => {
  return db.transaction(async (tx) => {
    if (!(await deleteLink(tx, company_id_1, company_id_2))) throw notFound('These companies are not linked.');
    await audit(tx, {
      action: 'unlink',
      entity: 'company',
      entityId: company_id_1,
      details: { company_id_1, company_id_2 },
    });
    return { data: { company_id_1, company_id_2 } };
  });
}) satisfies Service<LinkDeps, Pair>;

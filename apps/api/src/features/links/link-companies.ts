import { LINK_COMPANY_MESSAGES } from '@portal/domain';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { countLiveCompanies, deleteLink, findLink, insertLink } from './repository';

type Pair = { company_id_1: string; company_id_2: string };

/** Link two live companies; 409 when they are linked already. */
export function linkCompanies(db: Db, { company_id_1, company_id_2 }: Pair, audit: Auditor) {
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
}

/** Remove the link between two companies. */
export function unlinkCompanies(db: Db, { company_id_1, company_id_2 }: Pair, audit: Auditor) {
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
}

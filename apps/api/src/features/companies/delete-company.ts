import type { Db } from '../../db/client';
import { notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { softDeleteCompany } from './repository';

/** Delete company: a soft delete; the company disappears from every list. */
export function deleteCompany(db: Db, companyId: string, audit: Auditor) {
  return db.transaction(async (tx) => {
    const row = await softDeleteCompany(tx, companyId);
    if (!row) throw notFound('Company not found');
    await audit(tx, {
      action: 'delete',
      entity: 'company',
      entityId: companyId,
      details: { company_name: row.name, sap_id: row.sapId },
    });
    return { data: { company_id: companyId } };
  });
}

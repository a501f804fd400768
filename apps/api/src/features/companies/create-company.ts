import type { CompanyCreate } from '@portal/domain';
import type { Db } from '../../db/client';
import { fieldConflict } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { findDuplicate, insertCompany } from './repository';

/** Create company: SAP id and inventory code are unique among live companies (409). */
export function createCompany(db: Db, input: CompanyCreate, audit: Auditor) {
  return db.transaction(async (tx) => {
    const duplicate = await findDuplicate(tx, input);
    if (duplicate) throw fieldConflict(duplicate.field, duplicate.message);
    const companyId = await insertCompany(tx, input);
    await audit(tx, { action: 'create', entity: 'company', entityId: companyId, details: { ...input } });
    return { data: { company_id: companyId } };
  });
}

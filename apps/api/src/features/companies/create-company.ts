import type { CompanyCreate } from '@portal/domain';
import { fieldConflict } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { findDuplicate, insertCompany, type CompanyDeps } from './repository';

/** Create company: SAP id and inventory code are unique among live companies (409). */
export const createCompany = (async ({ db }, { audit }, input) =>
  db.transaction(async (tx) => {
    const duplicate = await findDuplicate(tx, input);
    if (duplicate) throw fieldConflict(duplicate.field, duplicate.message);
    const companyId = await insertCompany(tx, input);
    await audit(tx, { action: 'create', entity: 'company', entityId: companyId, details: { ...input } });
    return { data: { company_id: companyId } };
  })) satisfies Service<CompanyDeps, CompanyCreate>;

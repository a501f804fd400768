import { notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { softDeleteCompany, type CompanyDeps } from './repository';

/** Delete company: a soft delete; the company disappears from every list. */
export const deleteCompany = (async ({ db }, { audit }, companyId) =>
  db.transaction(async (tx) => {
    const row = await softDeleteCompany(tx, companyId);
    if (!row) throw notFound('Company not found');
    await audit(tx, {
      action: 'delete',
      entity: 'company',
      entityId: companyId,
      details: { company_name: row.name, sap_id: row.sapId },
    });
    return { data: { company_id: companyId } };
  })) satisfies Service<CompanyDeps, string>;

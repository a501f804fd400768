import { ANY_COMPANY, checkAccess, type CompanyGetQuery } from '@portal/domain';
import { forbidden, notFound } from '../../plugins/errors';
import { visibleCompanies } from '../../services/company-scope';
import { companyAdminRows } from '../../services/company-admin-report';
import type { Service } from '../../services/service';
import { enogenDealerFilter } from './enogen-dealer-filter';
import { findCompany, listCompanies, type CompanyDeps } from './repository';

/**
 * One company (company_id or sap_id) with its details; the company admin report
 * (get_companies_admin_details=true, show-reports); or a page of the list by name (or a sort), search, Enogen dealers.
 * Users without read-company see only their assigned companies.
 */
export const readCompanies = (async ({ db }, { actor }, query) => {
  const scope = visibleCompanies(actor);
  if (query.company_id || query.sap_id) {
    const found = await findCompany(
      db,
      query.company_id ? { companyId: query.company_id } : { sapId: query.sap_id! },
      scope,
    );
    if (!found) throw notFound('Company not found');
    if (!found.visible) throw forbidden();
    return { data: found.company };
  }
  if (query.get_companies_admin_details) {
    if (checkAccess(actor.access, ANY_COMPANY, 'show-reports') !== 'success') throw forbidden();
    const rows = await companyAdminRows(db, scope);
    return { items: rows.map(({ cursor: _cursor, ...item }) => item) };
  }
  const offset = query.offset ?? query.skip ?? 0;
  const page = await listCompanies(
    db,
    { scope, search: query.search, enogenDealerOnly: enogenDealerFilter(actor, query.get_enogen_dealer_only) },
    { limit: query.limit, offset, sort: query.sort, order: query.order },
  );
  return { data: { ...page, limit: query.limit, offset } };
}) satisfies Service<CompanyDeps, CompanyGetQuery>;

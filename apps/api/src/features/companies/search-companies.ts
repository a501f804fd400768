import { COMPANY_SEARCH_LIMIT, COMPANY_SEARCH_TYPE_LIMIT, type CompanySearchQuery } from '@portal/domain';
import { visibleCompanies } from '../../services/company-scope';
import type { Service } from '../../services/service';
import { enogenDealerFilter } from './enogen-dealer-filter';
import { searchCompanies as findCompanies, type CompanyDeps } from './repository';

/**
 * Company search: search_name (the SAP-id rules), company-type, Enogen dealers only; 100 results
 * by type, 1000 otherwise. Scoped like the company list.
 */
export const searchCompanies = (async ({ db }, { actor }, query) => {
  const types = query['company-type'];
  const max = types ? COMPANY_SEARCH_TYPE_LIMIT : COMPANY_SEARCH_LIMIT;
  const items = await findCompanies(
    db,
    {
      scope: visibleCompanies(actor),
      search: query.search_name,
      enogenDealerOnly: enogenDealerFilter(actor, query.get_enogen_dealer_only),
      types,
      contractReseller: query.contract_reseller,
    },
    Math.min(query.limit ?? max, max),
  );
  return { data: { items } };
}) satisfies Service<CompanyDeps, CompanySearchQuery>;

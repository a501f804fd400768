import { COMPANY_SEARCH_LIMIT, COMPANY_SEARCH_TYPE_LIMIT, type CompanySearchQuery } from '@portal/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { visibleCompanies } from '../../services/company-scope';
import { enogenDealerFilter } from './enogen-dealer-filter';
import { searchCompanies as findCompanies } from './repository';

/**
 * Company search: search_name (the SAP-id rules), company-type, Enogen dealers only; 100 results
 * by type, 1000 otherwise. Scoped like the company list.
 */
export async function searchCompanies(db: Db, actor: Actor, query: CompanySearchQuery) {
  const types = query['company-type'];
  const max = types ? COMPANY_SEARCH_TYPE_LIMIT : COMPANY_SEARCH_LIMIT;
  const items = await findCompanies(
    db,
    {
      scope: visibleCompanies(actor),
      search: query.search_name,
      enogenDealerOnly: enogenDealerFilter(actor, query.get_enogen_dealer_only),
      types,
    },
    Math.min(query.limit ?? max, max),
  );
  return { data: { items } };
}

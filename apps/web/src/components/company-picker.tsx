import type { CompanyListItem } from '@portal/domain';
import { companyOptionLabel, useCompanySearch } from '../api/company-search';
import { SearchPicker, type SearchPickerProps } from './search-picker';

/** A company as a picker holds it (a search hit, or a company known by id and name). */
export type PickedCompany = Pick<CompanyListItem, 'company_id' | 'company_name' | 'sap_id'>;

type Search = { enabled: boolean; types?: string };
const useCompanyHits = (term: string, search: Search) => useCompanySearch(term, search);

/** A company picked by name or SAP id, from GET /api/company-search (of some types, comma-separated). */
export function CompanyPicker({
  enabled = true,
  types,
  ...props
}: Omit<SearchPickerProps<PickedCompany, Search>, 'useSearch' | 'search' | 'toLabel'> & {
  enabled?: boolean;
  types?: string;
}) {
  return (
    <SearchPicker useSearch={useCompanyHits} search={{ enabled, types }} toLabel={companyOptionLabel} {...props} />
  );
}

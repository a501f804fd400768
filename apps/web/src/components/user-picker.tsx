import type { UserSearchHit } from '@portal/domain';
import { userOptionLabel, useUserSearch } from '../api/user-search';
import { SearchPicker, type SearchPickerProps } from './search-picker';

type Search = { enabled: boolean; limit?: number };
const useUserHits = (term: string, search: Search) => useUserSearch(term, search);

/** A user picked by name, from GET /api/user-search (the first `limit` hits, 50 unless told). */
export function UserPicker({
  enabled = true,
  limit,
  ...props
}: Omit<SearchPickerProps<UserSearchHit, Search>, 'useSearch' | 'search' | 'toLabel'> & {
  enabled?: boolean;
  limit?: number;
}) {
  return <SearchPicker useSearch={useUserHits} search={{ enabled, limit }} toLabel={userOptionLabel} {...props} />;
}

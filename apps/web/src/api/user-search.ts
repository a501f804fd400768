import { SEARCH_MIN_LENGTH, type UserSearchHit, type UserSearchResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/** GET /api/user-search by full name: the first `limit` hits. */
export function searchUsers(fullName: string, { limit = 50, signal }: { limit?: number; signal?: AbortSignal } = {}) {
  return api<UserSearchResponse>('/user-search', {
    query: { full_name: fullName, limit },
    signal,
  }).then((r) => r.data.items);
}

export function userSearchQuery(fullName: string, limit = 50) {
  return queryOptions({
    queryKey: ['user-search', fullName, limit] as const,
    queryFn: ({ signal }) => searchUsers(fullName, { limit, signal }),
  });
}

/** Searches once the (debounced) name has the spec's minimum length. */
export function useUserSearch(
  fullName: string,
  { enabled = true, limit = 50 }: { enabled?: boolean; limit?: number } = {},
) {
  return useQuery({ ...userSearchQuery(fullName, limit), enabled: enabled && fullName.length >= SEARCH_MIN_LENGTH });
}

/** A person as lists show them: full name, else the e-mail. */
export const personName = (p: { first: string | null; last: string | null; email: string }) =>
  [p.first, p.last].filter(Boolean).join(' ') || p.email;

/** A user as a picker shows them: name and e-mail. */
export const userOptionLabel = (u: UserSearchHit) => `${personName(u)} (${u.email})`;

import { GLOBAL_SEARCH_TIMEOUT_MS, type GlobalSearchResult, type SearchGroup } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Thrown when the search took longer than GLOBAL_SEARCH_TIMEOUT_MS and was aborted. */
export class SearchTimeout extends Error {}

/** GET /api/search, aborted after the timeout (the page then offers its Search button). */
export async function globalSearch(
  term: string,
  types: readonly SearchGroup[],
  signal: AbortSignal,
): Promise<GlobalSearchResult> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, GLOBAL_SEARCH_TIMEOUT_MS);
  try {
    return await api<GlobalSearchResult>('/search', {
      query: { global_search: term, types: types.join(',') },
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new SearchTimeout('timeout');
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/** The search feature's query keys. */
export const searchKeys = {
  all: ['global-search'] as const,
  results: (term: string, types: readonly SearchGroup[], attempt: number) =>
    ['global-search', term, [...types].sort().join(','), attempt] as const,
};

export const globalSearchQueryOptions = (term: string, types: readonly SearchGroup[], attempt: number) =>
  queryOptions({
    queryKey: searchKeys.results(term, types, attempt),
    queryFn: ({ signal }) => globalSearch(term, types, signal),
    retry: false,
    staleTime: 30_000,
  });

/** The search for a term of 3+ characters; `attempt` lets the Search button run it again. */
export function useGlobalSearch(term: string, types: readonly SearchGroup[], attempt: number) {
  return useQuery({ ...globalSearchQueryOptions(term, types, attempt), enabled: term.length > 0 && types.length > 0 });
}

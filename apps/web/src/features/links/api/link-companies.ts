import type { CompaniesLinkedReply, CompaniesUnlinkedReply } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkKeys } from '../../../api/linked-companies';
import { api } from '../../../lib/api';

type Pair = { company_id_1: string; company_id_2: string };

/** POST /api/link: links two companies. */
export const linkCompanies = (body: Pair) => api<CompaniesLinkedReply>('/link', { method: 'POST', body });

/** DELETE /api/link: removes the link between two companies. */
export const unlinkCompanies = (query: Pair) => api<CompaniesUnlinkedReply>('/link', { method: 'DELETE', query });

// A link shows on both companies' pages.
function useInvalidateLinks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: linkKeys.all });
}

export function useLinkCompanies() {
  const invalidate = useInvalidateLinks();
  return useMutation({ mutationFn: linkCompanies, onSuccess: invalidate });
}

export function useUnlinkCompanies() {
  const invalidate = useInvalidateLinks();
  return useMutation({ mutationFn: unlinkCompanies, onSuccess: invalidate });
}

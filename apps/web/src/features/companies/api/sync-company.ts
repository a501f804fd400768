import type { CompanySyncReply } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { companyKeys } from './companies';

/** POST /api/salesforce-sync-companies: asks Salesforce for the company's data (it arrives later). */
export const syncCompany = (sapId: string | null) =>
  api<CompanySyncReply>('/salesforce-sync-companies', { method: 'POST', body: { sapIds: [sapId] } });

/** Reloads the company and its people (after a sync has had time to land). */
export function useReloadCompany(companyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.all }),
      queryClient.invalidateQueries({ queryKey: companyKeys.people(companyId) }),
    ]);
}

import type { CompanyCreateInput, CompanyDetailInput, CompanyIdReply, CompanyReply } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { COMPANY_API, companyKeys } from './companies';

/** POST: a new company; the reply carries its id. */
export const createCompany = (body: CompanyCreateInput) =>
  api<CompanyIdReply>(COMPANY_API, { method: 'POST', body }).then((r) => r.data);

/**
 * PATCH: the changed fields of a company (its details, the non Enogen switch, the form's fields), on the
 * version of the company they were made on (If-Match: a stale one answers 412).
 */
export type CompanyChanges = { company_id: string; details?: CompanyDetailInput } & Record<string, unknown>;
export const updateCompany = ({ version, ...body }: CompanyChanges & { version: string }) =>
  api<CompanyReply>(COMPANY_API, { method: 'PATCH', body, ifMatch: version });

function useInvalidateCompanies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyKeys.all });
}

export function useCreateCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: createCompany, onSuccess: invalidate });
}

export function useUpdateCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: updateCompany, onSuccess: invalidate });
}

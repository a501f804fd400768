import type { CompanyTrainingSaveReply } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { trainingKeys } from './keys';

const PATH = '/company-training';

export type CompanyTrainingStatus = {
  success: boolean;
  active: boolean;
  training_year: number;
  company_sap_id: string;
  company_name?: string;
  contact_name?: string | null;
  contact_email?: string | null;
};

export function companyTrainingQuery(sapId: string | null | undefined, year: number | undefined) {
  return queryOptions({
    queryKey: trainingKeys.company(sapId, year),
    queryFn: () => api<CompanyTrainingStatus>(PATH, { query: { company_sap_id: sapId, training_year: year } }),
  });
}

export const useCompanyTraining = (sapId: string | null | undefined, year: number | undefined) =>
  useQuery({ ...companyTrainingQuery(sapId, year), enabled: Boolean(sapId && year) });

type TrainingInput = {
  training_year: number;
  company_sap_id: string | null;
  company_name: string;
  active: boolean;
  /** The year has a stored row: PATCH it, else POST one. */
  stored: boolean;
};

export const setCompanyTraining = ({ stored, ...body }: TrainingInput) =>
  api<CompanyTrainingSaveReply>(PATH, { method: stored ? 'PATCH' : 'POST', body });

export function useSetCompanyTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCompanyTraining,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: trainingKeys.company(input.company_sap_id, input.training_year) }),
  });
}

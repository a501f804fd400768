import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyTrainingQuery } from '../../../api/company-training';
import type { CompanyTrainingSaveReply } from '@portal/domain';
import { api } from '../../../lib/api';

const PATH = '/company-training';

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
      queryClient.invalidateQueries({
        queryKey: companyTrainingQuery(input.company_sap_id, input.training_year).queryKey,
      }),
  });
}

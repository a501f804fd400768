import type { TrainingVideo } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const VIDEOS_KEY = ['grower-training'];

export function useTrainingVideos() {
  return useQuery({
    queryKey: VIDEOS_KEY,
    queryFn: () => api<{ trainings: TrainingVideo[] }>('/grower-training/v1').then((r) => r.trainings),
  });
}

export type CompanyTrainingStatus = {
  success: boolean;
  active: boolean;
  training_year: number;
  company_sap_id: string;
  company_name?: string;
  contact_name?: string | null;
  contact_email?: string | null;
};

export function useCompanyTraining(sapId: string | null | undefined, year: number | undefined) {
  return useQuery({
    queryKey: ['company-training', sapId, year],
    queryFn: () =>
      api<CompanyTrainingStatus>('/company-training', { query: { company_sap_id: sapId, training_year: year } }),
    enabled: Boolean(sapId && year),
  });
}

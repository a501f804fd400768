import type { CompanyTrainingInput } from '@portal/domain';
import { api } from '../../../lib/api';

/** Saves a stewardship training list: each company's training of the year, marked complete. */
export function uploadCompanyTraining(docs: readonly CompanyTrainingInput[]): Promise<unknown> {
  return api('/company-training', { method: 'POST', body: { training_docs: docs } });
}

import type { CompanyTrainingInput } from '@portal/domain';
import { saveInSession } from '../../../components/upload';

/**
 * Saves a stewardship training list (each company's training of the year, marked complete) through an
 * upload session: chunks staged with their progress, then one commit saves them all or none.
 */
export function uploadCompanyTraining(
  docs: readonly CompanyTrainingInput[],
  progress: (done: number, total: number) => void,
): Promise<unknown> {
  return saveInSession('/company-training/uploads', {}, docs, (chunk) => ({ training_docs: chunk }), progress);
}

import type { DuplicateCheckBody, DuplicateCheckResponse } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/scale-ticket/duplicates: the indexes of the posted rows already stored for the plan. */
export const checkStoredDuplicates = (body: DuplicateCheckBody) =>
  api<DuplicateCheckResponse>('/scale-ticket/duplicates', { method: 'POST', body }).then((r) => r.duplicates);

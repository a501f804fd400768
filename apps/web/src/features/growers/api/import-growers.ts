import type { GrowerImportResult } from '@portal/domain';
import { api } from '../../../lib/api';

/** The admin grower import, one request; the server checks every row again and rejects the file whole. */
export function importGrowers(rows: readonly Record<string, string>[]): Promise<GrowerImportResult> {
  return api<GrowerImportResult>('/growers/import', { method: 'POST', body: { rows } });
}

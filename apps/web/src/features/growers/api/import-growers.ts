import type { GrowerImportResult } from '@portal/domain';
import { saveInSession } from '../../../components/upload';

/**
 * The admin grower import through an upload session: chunks staged with their progress, then one
 * commit in which the server checks every row again and imports the file whole or not at all.
 */
export function importGrowers(
  rows: readonly Record<string, string>[],
  progress: (done: number, total: number) => void,
): Promise<GrowerImportResult> {
  return saveInSession('/growers/uploads', {}, rows, (chunk) => ({ rows: chunk }), progress);
}

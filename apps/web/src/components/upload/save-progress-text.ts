import { UPLOAD_LIMIT_TEXTS } from '@portal/domain';
import type { SaveProgress } from './use-sheet-upload';

/** The status line of a save through an upload session: rows stored chunk by chunk, then the one commit of them all. */
export function saveProgressText(progress: SaveProgress | null): string {
  if (!progress?.total) return 'Preparing to save...';
  return progress.done < progress.total
    ? UPLOAD_LIMIT_TEXTS.stored(progress.done, progress.total)
    : UPLOAD_LIMIT_TEXTS.committing(progress.total);
}

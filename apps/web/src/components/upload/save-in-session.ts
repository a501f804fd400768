import { chunksOf, type UploadSessionInfo } from '@portal/domain';
import { api } from '../../lib/api';

/**
 * A file's rows through an upload session at `uploads` (e.g. /scale-ticket/uploads): announce the
 * rows, stage them chunk by chunk (reporting the rows stored), then one commit stores them all or
 * none. A failure drops the session.
 */
export async function saveInSession<Row, Result>(
  uploads: string,
  start: object,
  rows: readonly Row[],
  chunkBody: (chunk: Row[]) => object,
  progress: (done: number, total: number) => void,
): Promise<Result> {
  const total = rows.length;
  const session = await api<UploadSessionInfo>(uploads, { method: 'POST', body: { ...start, total_rows: total } });
  const at = `${uploads}/${session.upload_id}`;
  try {
    let done = 0;
    progress(0, total);
    for (const [index, chunk] of chunksOf(rows, session.chunk_rows).entries()) {
      await api(`${at}/chunks/${index}`, { method: 'PUT', body: chunkBody(chunk) });
      done += chunk.length;
      progress(done, total);
    }
    return await api<Result>(`${at}/commit`, { method: 'POST' });
  } catch (error) {
    // the staged rows are of no use now; an unreachable server lets the session expire instead
    void api(at, { method: 'DELETE' }).catch(() => undefined);
    throw error;
  }
}

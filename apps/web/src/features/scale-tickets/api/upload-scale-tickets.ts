import { chunksOf, type ScaleTicketInput, type TicketUploadSession } from '@portal/domain';
import { api } from '../../../lib/api';

const UPLOADS = '/scale-ticket/uploads';

/**
 * A file's tickets through an upload session: announce the rows, stage them chunk by chunk
 * (reporting the rows stored), then one commit stores them all or none. A failure drops the session.
 */
export async function uploadScaleTickets(
  planId: string,
  tickets: readonly ScaleTicketInput[],
  progress: (done: number, total: number) => void,
): Promise<{ created: number }> {
  const total = tickets.length;
  const session = await api<TicketUploadSession>(UPLOADS, {
    method: 'POST',
    body: { production_plan_id: planId, total_rows: total },
  });
  const at = `${UPLOADS}/${session.upload_id}`;
  try {
    let done = 0;
    progress(0, total);
    for (const [index, chunk] of chunksOf(tickets, session.chunk_rows).entries()) {
      await api(`${at}/chunks/${index}`, { method: 'PUT', body: { scale_tickets: chunk } });
      done += chunk.length;
      progress(done, total);
    }
    return await api<{ created: number }>(`${at}/commit`, { method: 'POST' });
  } catch (error) {
    // the staged rows are of no use now; an unreachable server lets the session expire instead
    void api(at, { method: 'DELETE' }).catch(() => undefined);
    throw error;
  }
}

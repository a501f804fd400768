import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { auditLog, auditRecordKeys } from '../db/schema';

export type AuditEntry = {
  userId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  requestId?: string;
  details?: Record<string, unknown>;
  /** Other records the change is about (a batch's tickets), found by their History through audit_record_keys. */
  about?: readonly RecordKeys[];
};

/** Records of one kind (audit_log.entity) by id. */
export type RecordKeys = { entity: string; ids: readonly string[] };

/** What a change records; who and which request come from the Auditor. */
export type AuditRecord = Omit<AuditEntry, 'userId' | 'requestId'>;

/** Records a change inside the change's transaction, on behalf of one acting user and request. */
export type Auditor = (tx: Tx, record: AuditRecord) => Promise<void>;

/** Records a change with the acting user; call it inside the change's transaction. */
export async function audit(tx: Tx, { about = [], ...entry }: AuditEntry): Promise<void> {
  const [row] = await tx
    .insert(auditLog)
    .values({ ...entry, entityId: entry.entityId ?? null, details: entry.details ?? null })
    .returning({ auditId: auditLog.auditId });
  for (const { entity, ids } of about) {
    if (!ids.length) continue;
    // one statement for any number of records (a 5,000-ticket upload): the ids travel as one array
    await tx.execute(sql`
      insert into ${auditRecordKeys} (entity, entity_id, audit_id)
      select ${entity}, id, ${row!.auditId}::uuid from jsonb_array_elements_text(${JSON.stringify([...new Set(ids)])}::jsonb) as id`);
  }
}

/** An Auditor for the signed-in user of a request (the session's user, never the body's). */
export function auditFor(request: FastifyRequest): Auditor {
  const userId = request.actor?.userId ?? null;
  return (tx, record) => audit(tx, { ...record, userId, requestId: request.id });
}

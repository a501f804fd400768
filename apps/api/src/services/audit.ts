import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditEntry = {
  userId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  requestId?: string;
  details?: Record<string, unknown>;
};

/** What a change records; who and which request come from the Auditor. */
export type AuditRecord = Omit<AuditEntry, 'userId' | 'requestId'>;

/** Records a change inside the change's transaction, on behalf of one acting user and request. */
export type Auditor = (tx: Tx, record: AuditRecord) => Promise<void>;

/** Records a change with the acting user; call it inside the change's transaction. */
export async function audit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, entityId: entry.entityId ?? null, details: entry.details ?? null });
}

/** An Auditor for the signed-in user of a request (the session's user, never the body's). */
export function auditFor(request: FastifyRequest): Auditor {
  const userId = request.actor?.userId ?? null;
  return (tx, record) => audit(tx, { ...record, userId, requestId: request.id });
}

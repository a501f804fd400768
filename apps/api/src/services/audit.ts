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

/** Records a change with the acting user; call it inside the change's transaction. */
export async function audit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, entityId: entry.entityId ?? null, details: entry.details ?? null });
}

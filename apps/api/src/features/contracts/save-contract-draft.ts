import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import type { Auditor } from '../../services/audit';
import { visibleOr404 } from './contract-guards';
import { findDraft, upsertDraft } from './contract-write-repository';

/** The user's saved draft for a contract they may see. */
export async function readDraft(db: Db, actor: Actor, contractId: string) {
  await visibleOr404(db, actor, contractId);
  const row = await findDraft(db, actor.userId, contractId);
  return { contract_id: contractId, draft: row?.draft ?? null, modified: row ? row.modified.toISOString() : null };
}

export async function saveDraft(
  db: Db,
  actor: Actor,
  body: { contract_id: string; draft: Record<string, unknown> },
  audit: Auditor,
) {
  await visibleOr404(db, actor, body.contract_id);
  return db.transaction(async (tx) => {
    const now = new Date();
    await upsertDraft(tx, { userId: actor.userId, contractId: body.contract_id, draft: body.draft, modified: now });
    await audit(tx, {
      action: 'save-draft',
      entity: 'contract',
      entityId: body.contract_id,
    });
    return { contract_id: body.contract_id, draft: body.draft, modified: now.toISOString() };
  });
}

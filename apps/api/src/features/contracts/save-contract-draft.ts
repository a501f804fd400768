import type { Service, Versioned } from '../../services/service';
import { visibleOr404 } from './contract-guards';
import { preconditionRequired, staleVersion } from '../../services/record-version';
import { draftVersion, findDraft, upsertDraft } from './contract-write-repository';
import type { ContractDeps } from './read-contracts';

/** The user's saved draft for a contract they may see. */
export const readDraft = (async ({ db }, { actor }, contractId) => {
  await visibleOr404(db, actor, contractId);
  const row = await findDraft(db, actor.userId, contractId);
  return {
    contract_id: contractId,
    draft: row?.draft ?? null,
    modified: row ? row.modified.toISOString() : null,
    version: row?.version ?? null,
  };
}) satisfies Service<ContractDeps, string>;

export const saveDraft = (async ({ db }, { actor, audit }, { change: body, version }) => {
  await visibleOr404(db, actor, body.contract_id);
  return db.transaction(async (tx) => {
    // A stored draft is saved over on the version read (its compare-and-set); a first draft needs none.
    const stored = await findDraft(tx, actor.userId, body.contract_id, true);
    if (stored && version === undefined) throw preconditionRequired();
    if (stored && stored.version !== version) throw await staleVersion(tx, 'contract_draft', body.contract_id);
    const now = new Date();
    await upsertDraft(tx, { userId: actor.userId, contractId: body.contract_id, draft: body.draft, modified: now });
    await audit(tx, {
      action: 'save-draft',
      entity: 'contract_draft',
      entityId: body.contract_id,
    });
    return {
      contract_id: body.contract_id,
      draft: body.draft,
      modified: now.toISOString(),
      version: await draftVersion(tx, actor.userId, body.contract_id),
    };
  });
}) satisfies Service<ContractDeps, Versioned<{ contract_id: string; draft: Record<string, unknown> }>>;

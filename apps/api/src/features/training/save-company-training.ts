import type { CompanyTrainingInput, CompanyTrainingPost } from '@portal/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import type { Auditor } from '../../services/audit';
import type { Service } from '../../services/service';
import { upsertTraining, type TrainingDeps } from './repository';
import { assertTrainingWritable } from './training-access';

/** One checked status, or the upload's training_docs array (one transaction). */
export const saveCompanyTraining = (async (deps, { actor, audit }, body) => {
  const docs = 'training_docs' in body ? body.training_docs : [body];
  return deps.db.transaction(async (tx) => {
    const rows = await storeTrainingDocs(tx, actor, audit, docs);
    return 'training_docs' in body ? { success: true, training_docs: rows } : { success: true, ...rows[0]! };
  });
}) satisfies Service<TrainingDeps, CompanyTrainingPost>;

/** Training records, in the caller's transaction, after company-training at each record's company. */
export async function storeTrainingDocs(tx: Tx, actor: Actor, audit: Auditor, docs: CompanyTrainingInput[]) {
  await assertTrainingWritable(
    tx,
    actor,
    docs.map((d) => d.company_sap_id),
  );
  const rows = await upsertTraining(tx, docs);
  await audit(tx, { action: 'upsert', entity: 'company_training', details: { count: rows.length, docs } });
  return rows;
}

/** The toggle on the Training card: one company's status for a year. */
export const updateCompanyTraining = (async (deps, { actor, audit }, doc) => {
  await assertTrainingWritable(deps.db, actor, [doc.company_sap_id]);
  return deps.db.transaction(async (tx) => {
    const [row] = await upsertTraining(tx, [doc]);
    await audit(tx, {
      action: 'update',
      entity: 'company_training',
      entityId: `${row!.company_sap_id}/${row!.training_year}`,
      details: doc,
    });
    return { success: true, ...row! };
  });
}) satisfies Service<TrainingDeps, CompanyTrainingInput>;

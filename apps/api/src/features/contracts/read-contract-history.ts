import type { z } from 'zod';
import type { contractHistoryQuerySchema, RecordHistoryPage } from '@portal/domain';
import { readRecordHistory, rowsOf } from '../../services/record-history';
import type { Service } from '../../services/service';
import { visibleOr404 } from './contract-guards';
import { signingRecords } from './contract-repository';
import type { ContractDeps } from './read-contracts';

/**
 * A contract's history (every recorded change and signing step), read as the contract is: 404 when not
 * visible. A step taken through a signing link names its signer, as the Signers card does.
 */
export const readContractHistory = (async ({ db }, { actor }, query) => {
  const row = await visibleOr404(db, actor, query.contract_id);
  const signers = new Map(
    (await signingRecords(db, row.contractId)).map((s) => [
      s.contractSignerId,
      [s.firstName, s.lastName].filter(Boolean).join(' ') || s.entityName || s.email,
    ]),
  );
  return readRecordHistory(db, rowsOf('contract', row.contractId), query.page, {
    actorOf: (details) =>
      typeof details?.contract_signer_id === 'string' ? signers.get(details.contract_signer_id) : null,
  });
}) satisfies Service<ContractDeps, z.output<typeof contractHistoryQuerySchema>, RecordHistoryPage>;

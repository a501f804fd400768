import type { z } from 'zod';
import type { contractHistoryQuerySchema, RecordHistoryPage } from '@portal/domain';
import { readRecordHistory, rowsOf } from '../../services/record-history';
import type { Service } from '../../services/service';
import { visibleOr404 } from './contract-guards';
import type { ContractDeps } from './read-contracts';

/** A contract's history (every recorded change and signing step), read as the contract is: 404 when not visible. */
export const readContractHistory = (async ({ db }, { actor }, query) => {
  const row = await visibleOr404(db, actor, query.contract_id);
  return readRecordHistory(db, rowsOf('contract', row.contractId), query.page);
}) satisfies Service<ContractDeps, z.output<typeof contractHistoryQuerySchema>, RecordHistoryPage>;

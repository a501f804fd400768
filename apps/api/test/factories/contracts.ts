import { DEFAULT_SALES_YEAR } from '@portal/domain';
import type { Db } from '../../src/db/client';
import { contracts } from '../../src/db/schema';
import { unique } from './unique';

type ContractRow = typeof contracts.$inferInsert;
type ContractOverrides = Partial<ContractRow> & Pick<ContractRow, 'grainReceiverId' | 'growerId'>;

const withDefaults = (overrides: ContractOverrides): ContractRow => ({
  newContractId: unique('TST'),
  contractYear: DEFAULT_SALES_YEAR,
  contractType: 'generic',
  contractDetails: {},
  ...overrides,
});

/**
 * A contract row between a grain receiver and a grower, stored as is (a state the API would not reach on its own,
 * or one without its PDF): a pending generic contract of the sales year with a unique contract id by default.
 */
export async function buildContract(db: Db, overrides: ContractOverrides) {
  const [row] = await db.insert(contracts).values(withDefaults(overrides)).returning();
  return row!;
}

/** Several contracts in one statement (they share one `created` time). */
export async function buildContracts(db: Db, overrides: ContractOverrides[]) {
  return db.insert(contracts).values(overrides.map(withDefaults)).returning();
}

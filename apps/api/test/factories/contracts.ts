import { DEFAULT_SALES_YEAR } from '@portal/domain';
import type { Db } from '../../src/db/client';
import { contracts } from '../../src/db/schema';
import { insertRows, unique } from './insert-rows';

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
export const buildContract = async (db: Db, overrides: ContractOverrides) =>
  (await insertRows(db, contracts, [withDefaults(overrides)]))[0]!;

/** Several contracts in one statement. */
export const buildContracts = (db: Db, overrides: ContractOverrides[]) =>
  insertRows(db, contracts, overrides.map(withDefaults));

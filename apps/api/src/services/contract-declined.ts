import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contractSigners } from '../db/schema';

/**
 * Whether a signer's decline stands on the contract, as SQL on its id. The display status it leads
 * to (Denied while the contract is being signed) is the domain's `contractStatus`.
 */
export const declinedOn = (contractId: AnyPgColumn | SQL) =>
  sql`exists (select 1 from ${contractSigners} where ${contractSigners.contractId} = ${contractId} and ${contractSigners.declinedAt} is not null)`;

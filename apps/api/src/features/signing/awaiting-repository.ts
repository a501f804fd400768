import { AWAITING_SIGNATURE_LIMIT, SIGNABLE_STATES, type AwaitingSignatureReply } from '@portal/domain';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contracts, contractSigners, growers } from '../../db/schema';

/** Whose waiting signatures: the user, and the companies where they may open the signing page (null: every one). */
export type AwaitingFilter = { userId: string; companyIds: readonly string[] | null };

/**
 * The live contracts where the user is a portal signer (never a grower's row) who has not signed, while the
 * contract collects signatures and no decline stands, at a company where the user may sign. The user's
 * signer rows come from contract_signers_user_idx; each contract by its primary key.
 */
function waiting({ userId, companyIds }: AwaitingFilter): SQL {
  const where: SQL[] = [
    eq(contractSigners.userId, userId),
    isNull(contractSigners.approvalTimestamp),
    sql`${contractSigners.role} is distinct from 'grower'`,
    isNull(contracts.deletedAt),
    inArray(contracts.contractState, [...SIGNABLE_STATES]),
    sql`not exists (select 1 from ${contractSigners} d where d.contract_id = ${contracts.contractId} and d.declined_at is not null)`,
  ];
  if (companyIds) {
    const ids = companyIds.length ? [...companyIds] : ['00000000-0000-0000-0000-000000000000'];
    where.push(
      or(
        inArray(contracts.grainReceiverId, ids),
        inArray(contracts.thirdPartyOperatorId, ids),
        inArray(contracts.externalReferenceId, ids),
      )!,
    );
  }
  return and(...where)!;
}

export async function listAwaitingSignature(tx: Tx, filter: AwaitingFilter): Promise<AwaitingSignatureReply> {
  const condition = waiting(filter);
  const [rows, [count]] = await Promise.all([
    tx
      .selectDistinctOn([contracts.created, contracts.contractId], {
        contract_id: contracts.contractId,
        new_contract_id: contracts.newContractId,
        company_id: contracts.grainReceiverId,
        contract_state: contracts.contractState,
        grower_name: growers.growerName,
        entity_name: contractSigners.entityName,
        sent_at: contractSigners.signingRequestedAt,
      })
      .from(contractSigners)
      .innerJoin(contracts, eq(contracts.contractId, contractSigners.contractId))
      .leftJoin(growers, eq(growers.growerId, contracts.growerId))
      .where(condition)
      .orderBy(desc(contracts.created), desc(contracts.contractId))
      .limit(AWAITING_SIGNATURE_LIMIT),
    tx
      .select({ total: sql<number>`count(distinct ${contracts.contractId})::int` })
      .from(contractSigners)
      .innerJoin(contracts, eq(contracts.contractId, contractSigners.contractId))
      .where(condition),
  ]);
  return {
    total: count?.total ?? 0,
    contracts: rows.map((row) => ({ ...row, sent_at: row.sent_at?.toISOString() ?? null })),
  };
}

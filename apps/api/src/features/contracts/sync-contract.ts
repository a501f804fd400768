import { forbidden } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { visibleOr404 } from './contract-guards';
import { contractView } from './contract-repository';
import { holdsAt } from './create-contract';
import type { ContractDeps } from './read-contracts';

/** sync-contract at one of the contract's companies, through the CRM connector (every attempt recorded). */
export const syncContract = (async ({ db, connector }, { actor }, contractId) => {
  const row = await visibleOr404(db, actor, contractId);
  if (!holdsAt(actor, ['sync-contract'], [row.grainReceiverId, row.thirdPartyOperatorId, row.externalReferenceId]))
    throw forbidden();
  const view = await contractView(db, row);
  const { contract_signers, contract_history, ...contract } = view;
  const result = await connector.sync({
    target: 'contract',
    targetId: row.newContractId,
    payload: {
      ...contract,
      contract_signers: contract_signers.map(({ contract_signer_id, role, contract_status }) => ({
        contract_signer_id,
        role,
        contract_status,
      })),
    },
    userId: actor.userId,
  });
  return result;
}) satisfies Service<ContractDeps, string>;

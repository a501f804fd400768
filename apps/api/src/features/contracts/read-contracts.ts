import {
  COMPANIES_CONTRACT_PAGE_SIZE,
  CONTRACT_LIST_COUNT_CAP,
  contractListQuerySchema,
  CONTRACTS_BY_PLAN_PAGE_SIZE,
  contractDocLink,
  type ContractListQuery,
  type SearchByProductionPlan,
} from '@portal/domain';
import { conflict, notFound } from '../../plugins/errors';
import type { PortalDeps } from '../../services/deps';
import type { Service } from '../../services/service';
import { visibleOr404 } from './contract-guards';
import { listContracts, ofCompanies, ofPlans } from './contract-list-repository';
import { amendmentLinks, contractView, findVisibleContract } from './contract-repository';
import { contactReader } from './signer-view';

export type ContractDeps = Pick<PortalDeps, 'db' | 'files' | 'connector' | 'outbox'>;

/** GET /api/grower-contracts/v1: one visible contract by id, or a page of the visible ones. */
export const readContracts = (async ({ db }, { actor }, query) => {
  if (query.contract_id) {
    const row = await findVisibleContract(db, actor, query.contract_id);
    if (!row) throw notFound('Contract not found');
    return { contract: await contractView(db, row, contactReader(actor, row), await amendmentLinks(db, actor, row)) };
  }
  return listContracts(db, actor, query, [], CONTRACT_LIST_COUNT_CAP);
}) satisfies Service<ContractDeps, ContractListQuery>;

/** POST /api/companies_contract: the visible contracts of the companies, in any of their roles. */
export const listContractsOfCompanies = (async ({ db }, { actor }, body) => {
  const query = contractListQuerySchema.parse({ limit: COMPANIES_CONTRACT_PAGE_SIZE, offset: body.offset });
  return listContracts(db, actor, query, [ofCompanies(body.companyList)]);
}) satisfies Service<ContractDeps, { companyList: string[]; offset: number }>;

/** POST /api/search-by-production-plan: the visible contracts of the plans, of one state when given. */
export const listContractsOfPlans = (async ({ db }, { actor }, body) => {
  const query = contractListQuerySchema.parse({
    limit: CONTRACTS_BY_PLAN_PAGE_SIZE,
    offset: body.offset,
    contract_status: body.contract_state,
  });
  return listContracts(db, actor, query, [ofPlans(body.production_plan_ids)]);
}) satisfies Service<ContractDeps, SearchByProductionPlan>;

/** The contract PDF (or the signed one) of a visible contract, with its download name. */
export const readContractPdf = (async (deps, { actor }, { contractId, signed }) => {
  const row = await findVisibleContract(deps.db, actor, contractId);
  if (!row) throw notFound('Contract not found');
  const key = signed ? row.signedDocKey : row.contractDocKey;
  const file = key ? await deps.files.get(key) : null;
  if (!file)
    throw notFound(signed ? 'The signed contract PDF is not available' : 'Failed to retrieve the contract PDF');
  return { name: `${row.newContractId}${signed ? '-signed' : ''}.pdf`, bytes: file.bytes };
}) satisfies Service<ContractDeps, { contractId: string; signed: boolean }>;

const COMPLETED_STATES = ['completed', 'amendment_completed'];
const ARCHIVE_ONLY_COMPLETED = 'Only a completed contract has an archived PDF';

/** The archived (signed) PDF link of a completed contract. */
export const archiveLink = (async ({ db }, { actor }, contractId) => {
  const row = await visibleOr404(db, actor, contractId);
  if (!COMPLETED_STATES.includes(row.contractState)) throw conflict(ARCHIVE_ONLY_COMPLETED);
  return { contract_id: contractId, link: contractDocLink(contractId, Boolean(row.signedDocKey)) };
}) satisfies Service<ContractDeps, string>;

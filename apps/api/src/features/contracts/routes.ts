import {
  contractHistoryQuerySchema,
  recordHistoryPageSchema,
  ANY_COMPANY,
  companiesContractSchema,
  contractArchiveReply,
  contractCreatedReply,
  contractDeletedReply,
  contractDraftReply,
  contractFieldsReply,
  contractIdQuerySchema,
  contractListQuerySchema,
  contractListReply,
  contractPdfParamsSchema,
  contractPdfQuerySchema,
  contractReadReply,
  contractStewardshipEntryReply,
  contractStewardshipHistorySchema,
  contractSyncedReply,
  contractVoidedReply,
  createContractSchema,
  deleteVoidedContractSchema,
  draftQuerySchema,
  saveDraftSchema,
  searchByProductionPlanSchema,
  updateContractFieldsSchema,
  voidContractSchema,
  type CreateContractPayload,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf } from '../../plugins/record-version';
import { appError } from '../../plugins/errors';
import { contextOf } from '../../services/service';
import { readContractHistory } from './read-contract-history';
import { readDraft, saveDraft } from './save-contract-draft';
import { syncContract } from './sync-contract';
import { addStewardshipHistory, updateContractFields } from './update-contract-stewardship';
import { deleteVoidedContract, voidContract } from './void-contract';
import { createContract } from './create-contract';
import {
  archiveLink,
  listContractsOfCompanies,
  listContractsOfPlans,
  readContractPdf,
  readContracts,
  type ContractDeps,
} from './read-contracts';

const tags = ['contracts'];

/** The company a create or amend is made at: the 3PO when given, else the grain receiver (ANY when neither: the checks answer). */
const createCompany = (request: { body: unknown }) => {
  const body = request.body as CreateContractPayload;
  return body.third_party_operator_id ?? body.grain_receiver_details?.grain_receiver_id ?? ANY_COMPANY;
};

export const contractRoutes =
  (deps: ContractDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/grower-contracts/v1',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'One contract by contract_id ({ contract }), or the page of contracts the user may see ({ items, total }), newest first; the total counts up to 10,000 (more reads 10,001). contract_status is comma-separated (default: every state but voided); external_reference_id is a company id (reseller, grain receiver or 3PO).',
          querystring: contractListQuerySchema,
          response: { 200: contractReadReply },
        },
      },
      async (request) => readContracts(deps, contextOf(request), request.query),
    );

    app.get(
      '/api/grower-contracts/v1/history',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            "A contract's history, newest first (page of 20), read as the contract is (404 when not visible).",
          querystring: contractHistoryQuerySchema,
          response: { 200: recordHistoryPageSchema },
        },
      },
      async (request) => readContractHistory(deps, contextOf(request), request.query),
    );

    app.post(
      '/api/grower-contracts/v1',
      {
        config: { access: { anyOf: ['create-contract', 'amend-contract'], company: createCompany } },
        schema: {
          tags,
          description:
            'create-contract at the grain receiver (or the 3PO when third_party_operator_id is given); with parent_voided_contract_id, amend-contract at the original contract’s receiver: voids the original and creates the amendment in one transaction. 400 validation_failed lists every failing Continue check.',
          body: createContractSchema,
          response: { 201: contractCreatedReply },
        },
      },
      async (request, reply) => {
        const created = await createContract(deps, contextOf(request), request.body);
        return reply.status(201).send(created);
      },
    );

    /** delete-void: deletes a voided contract (soft delete, recorded with deleted_user_info). */
    app.patch(
      '/api/grower-contracts/v1',
      {
        config: { access: { anyOf: ['delete-void'] } },
        schema: { tags, body: deleteVoidedContractSchema, response: { 200: contractDeletedReply } },
      },
      async (request) => deleteVoidedContract(deps, contextOf(request), request.body.contract_id),
    );

    app.patch(
      '/api/void',
      {
        config: { access: { anyOf: ['void-contract'] } },
        schema: {
          tags,
          description:
            "void-contract at the contract's grain receiver or 3PO, with the reason (voided_from, required); 409 while scale tickets exist. Every signer it was sent to is told.",
          querystring: contractIdQuerySchema,
          body: voidContractSchema,
          response: { 200: contractVoidedReply },
        },
      },
      async (request) =>
        voidContract(deps, contextOf(request), { contractId: request.query.contract_id, ...request.body }),
    );

    app.post(
      '/api/trigger-contracts',
      {
        config: { access: { anyOf: ['sync-contract'] } },
        schema: {
          tags,
          description:
            'sync-contract through the CRM connector; 502 with the connector’s failure. A POST, not the spec’s GET: it calls an outside system.',
          querystring: contractIdQuerySchema,
          response: { 200: contractSyncedReply },
        },
      },
      async (request) => {
        const result = await syncContract(deps, contextOf(request), request.query.contract_id);
        if (!result.ok) {
          throw appError('sync_failed', 'Sync Failed', {
            status_code: result.statusCode,
            attempts: result.attempts,
            error: result.error,
          });
        }
        return { success: true, status_code: result.statusCode, attempts: result.attempts };
      },
    );

    app.get(
      '/api/archive-pdf-contracts',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description: 'The archived PDF link of a completed contract.',
          querystring: contractIdQuerySchema,
          response: { 200: contractArchiveReply },
        },
      },
      async (request) => archiveLink(deps, contextOf(request), request.query.contract_id),
    );

    app.patch(
      '/api/update-contract-fields',
      {
        config: { access: { anyOf: ['is-steward', 'all-steward', 'create-contract', 'amend-contract'] } },
        schema: {
          tags,
          description:
            'Replaces contract_details.fields (the fields assigned after the stewardship assign step) and records assign_fields_user_info; initial_fields, totals and committed units are unchanged.',
          body: updateContractFieldsSchema,
          response: { 200: contractFieldsReply },
        },
      },
      async (request) => updateContractFields(deps, contextOf(request), request.body),
    );

    app.patch(
      '/api/contract-stewardship-history',
      {
        config: { access: { anyOf: ['is-steward', 'all-steward', 'create-contract', 'amend-contract'] } },
        schema: { tags, body: contractStewardshipHistorySchema, response: { 200: contractStewardshipEntryReply } },
      },
      async (request) => addStewardshipHistory(deps, contextOf(request), request.body),
    );

    app.post(
      '/api/companies_contract',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description:
            'Contracts (the user may see) of the listed companies as reseller, grain receiver or 3PO; pages of 1000.',
          body: companiesContractSchema,
          response: { 200: contractListReply },
        },
      },
      async (request) => listContractsOfCompanies(deps, contextOf(request), request.body),
    );

    app.post(
      '/api/search-by-production-plan',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          description: 'Contracts (the user may see) of the listed production plans; pages of 20.',
          body: searchByProductionPlanSchema,
          response: { 200: contractListReply },
        },
      },
      async (request) => listContractsOfPlans(deps, contextOf(request), request.body),
    );

    app.get(
      '/api/drafts',
      {
        config: { access: { signedIn: true }, etag: true },
        schema: {
          tags,
          description: "The user's draft payload for a contract (draft null when none).",
          querystring: draftQuerySchema,
          response: { 200: contractDraftReply },
        },
      },
      async (request) => readDraft(deps, contextOf(request), request.query.contract_id),
    );

    app.post(
      '/api/drafts',
      {
        config: { access: { signedIn: true }, etag: true },
        schema: {
          tags,
          description:
            "Saves the user's draft payload for a contract (the resend flow); over a stored draft, on the version read (If-Match).",
          body: saveDraftSchema,
          response: { 200: contractDraftReply },
        },
      },
      async (request) => saveDraft(deps, contextOf(request), { change: request.body, version: ifMatchOf(request) }),
    );

    /** The contract PDF (or, with signed=true, the signed one) inline, for users who may see the contract. */
    app.get(
      '/api/contract-pdf/:contract_id',
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          params: contractPdfParamsSchema,
          querystring: contractPdfQuerySchema,
        },
      },
      async (request, reply) => {
        const { name, bytes } = await readContractPdf(deps, contextOf(request), {
          contractId: request.params.contract_id,
          signed: request.query.signed === 'true',
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(bytes);
      },
    );
  };

import { randomUUID } from 'node:crypto';
import {
  checkAccess,
  CONTRACT_DEFAULTS,
  CONTRACT_MESSAGES as M,
  contractDocLink,
  contractDraftOf,
  continueChecks,
  contractYearSpan,
  CREATE_CONTRACT_TYPES,
  formatNewContractId,
  mayContractAsReseller,
  payloadContractYear,
  TOTAL_ROW_ID,
  type CreateContractPayload,
  type CreateContractResponse,
  type PermissionCode,
} from '@portal/domain';
import type { Tx } from '../../db/client';
import { actorName, type Actor } from '../../plugins/actor';
import { appError, type AppError, conflict, fieldErrors, forbidden, notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import type { Service } from '../../services/service';
import { generateContractPdf } from './pdf/generate-contract-pdf';
import { isUniqueViolation } from '../../db/unique-violation';
import { isGrowerVisible } from '../../services/grower-access';
import { loadCreateContext, templateFor, type CreateContext } from './contract-context';
import { buildContractDetails } from './contract-details';
import { findContract, type ContractRow } from './contract-repository';
import {
  addHistory,
  hasAmendment,
  hasScaleTickets,
  insertCommittedUnits,
  insertContract,
  lockContract,
  nextContractNumber,
  updateContract,
} from './contract-write-repository';
import type { ContractDeps } from './read-contracts';

export const CREATE_MESSAGES = {
  foreignField: 'A selected field does not belong to the selected grower',
  foreignStorage: 'A selected storage location does not belong to the selected grower',
  amendIdentity: "An amendment keeps the original contract's grain receiver, reseller and grower",
  alreadyAmended: 'This contract has already been amended',
  templateUnreadable: "The grain receiver's master agreement could not be read. Please contact your admin.",
  growerOfReseller: 'The selected grower is not a grower of the selected reseller',
  resellerNotLinked: 'The selected reseller is not linked to the grain receiver or the third-party operator',
  receiverNotLinked: 'The selected grain receiver is not linked to the third-party operator',
  nonEnogenReseller:
    'The selected reseller is not an Enogen dealer and its company does not allow Non Enogen Contracts',
} as const;

/** 400 validation_failed listing every failing message (field '' as they are form-wide). */
export function validationFailed(messages: string[]): AppError {
  return fieldErrors(messages.map((message) => ({ field: '', message })));
}

/** Whether the actor holds the code at one of the companies. */
export function holdsAt(actor: Actor, codes: PermissionCode[], companyIds: (string | null | undefined)[]): boolean {
  return companyIds.some((id) => id && checkAccess(actor.access, id, codes) === 'success');
}

/** The spec's Continue checks with the database's context, plus the server's own consistency checks. */
function checkPayload(payload: CreateContractPayload, context: CreateContext, parent: ContractRow | null): string[] {
  const errors = continueChecks(
    {
      ...contractDraftOf(payload),
      grain_receiver_id: context.receiver?.companyId ?? null,
      grower_id: context.grower?.growerId ?? null,
      reseller_id: context.reseller?.companyId ?? null,
    },
    context.checks,
  );
  const add = (message: string) => !errors.includes(message) && errors.push(message);
  const type = payload.contract_type;
  if (type && !(CREATE_CONTRACT_TYPES as readonly string[]).includes(type) && type !== parent?.contractType)
    add(M.selectContractType);
  const year = payloadContractYear(payload);
  if (year && context.checks.hasPlans && !context.plan) add(M.selectContractYear);
  // The parties belong together (spec 2: a grower's reseller; a reseller linked to its receiver or 3PO).
  const { grower, reseller, receiver, operator } = context;
  if (grower && reseller && grower.resellerCompanyId !== reseller.companyId) add(CREATE_MESSAGES.growerOfReseller);
  if (
    reseller &&
    (receiver || operator) &&
    !context.linked(reseller.companyId, receiver?.companyId) &&
    !context.linked(reseller.companyId, operator?.companyId)
  )
    add(CREATE_MESSAGES.resellerNotLinked);
  // A reseller that is not an Enogen dealer is a party to a new contract only when its own company
  // allows Non Enogen Contracts (the toggle on its company page); an amendment keeps its parent's.
  if (
    !parent &&
    reseller &&
    !mayContractAsReseller({
      enogen_dealer: reseller.enogenDealer,
      allow_non_enogen_contracts: reseller.allowNonEnogenContracts,
    })
  )
    add(CREATE_MESSAGES.nonEnogenReseller);
  // A 3PO names only a grain receiver it is linked to, whichever plan the contract draws on.
  if (operator && receiver && !context.linked(operator.companyId, receiver.companyId))
    add(CREATE_MESSAGES.receiverNotLinked);
  if (context.grower) {
    const fieldIds = payload.fields.filter((f) => !f.is_total && f.field_id !== TOTAL_ROW_ID).map((f) => f.field_id);
    if (type !== 'generic' && fieldIds.some((id) => !context.growerFieldIds.has(id))) add(CREATE_MESSAGES.foreignField);
    if (payload.storage.some((s) => s.storage_location_id && !context.growerStorageIds.has(s.storage_location_id)))
      add(CREATE_MESSAGES.foreignStorage);
  }
  if (
    parent &&
    (parent.grainReceiverId !== context.receiver?.companyId ||
      parent.growerId !== context.grower?.growerId ||
      (parent.externalReferenceId ?? null) !== (context.reseller?.companyId ?? null))
  )
    add(CREATE_MESSAGES.amendIdentity);
  return errors;
}

async function history(tx: Tx, contractId: string, kind: string, actor: Actor, at: Date) {
  await addHistory(tx, {
    contractId,
    kind,
    userId: actor.userId,
    userName: actorName(actor),
    userEmail: actor.email,
    at,
  });
}

/** Voids the original of an amendment (locked), or refuses when it was amended already or has scale tickets. */
async function voidForAmendment(tx: Tx, actor: Actor, parentId: string, now: Date, audit: Auditor) {
  const locked = await lockContract(tx, parentId);
  if (!locked || locked.deletedAt) throw notFound('Contract not found');
  if (await hasAmendment(tx, parentId)) throw conflict(CREATE_MESSAGES.alreadyAmended);
  if (await hasScaleTickets(tx, parentId)) throw appError('void_blocked');
  if (locked.contractState !== 'voided') {
    await updateContract(tx, parentId, { contractState: 'voided', voidedAt: now, modified: now });
    await history(tx, parentId, 'voided', actor, now);
  }
  await history(tx, parentId, 'amended', actor, now);
  await audit(tx, {
    action: 'amend',
    entity: 'contract',
    entityId: parentId,
    details: { previous_state: locked.contractState },
  });
}

/**
 * create-contract, or amend-contract with parent_voided_contract_id: checks the payload against
 * the database, numbers the contract from the plan's inventory code and new_contract_id_seq and
 * generates its PDF from the receiver's master agreement, then in ONE transaction voids the original
 * (amend) and stores the PDF and the contract with its committed units and history.
 */
export const createContract = (async (deps, { actor, audit, log }, payload) => {
  const { db, files } = deps;
  const parentId = payload.parent_voided_contract_id ?? null;
  const parent = parentId ? await findContract(db, parentId) : null;
  if (parentId && !parent) throw notFound('Contract not found');
  if (parent && !holdsAt(actor, ['amend-contract'], [parent.grainReceiverId, parent.thirdPartyOperatorId]))
    throw forbidden();

  const context = await loadCreateContext(db, payload);
  if (context.grower && !(await isGrowerVisible(db, actor, context.grower.growerId))) {
    context.grower = null;
    context.checks.growerFieldCount = undefined;
  }
  const owner = context.operator ?? context.receiver;
  if (!parent && owner && !holdsAt(actor, ['create-contract'], [owner.companyId])) throw forbidden();
  // A 3PO draws on the receiver's plan (its volumes and prices) only with create-contract at the receiver as well.
  const plan = context.plan;
  const receiverPlan = Boolean(context.operator && plan && plan.companyId !== context.operator.companyId);
  if (!parent && receiverPlan && !holdsAt(actor, ['create-contract'], [plan!.companyId])) throw forbidden();
  const errors = checkPayload(payload, context, parent);
  if (errors.length) throw validationFailed(errors);

  const template = templateFor(context.templates, payload.contract_language ?? CONTRACT_DEFAULTS.contract_language);
  const templateFile = template ? await files.get(template.fileKey) : null;
  if (!template || !templateFile) throw validationFailed([M.missingTemplate]);

  const details = buildContractDetails(payload, context);
  const year = payloadContractYear(payload)!;
  const span = contractYearSpan(year);
  const language = payload.contract_language ?? CONTRACT_DEFAULTS.contract_language;
  const contractId = randomUUID();
  const key = files.newKey('contracts', 'pdf');
  const now = new Date();
  // The number and the PDF come first, outside the transaction (a sequence value is never rolled
  // back anyway): PDF work must not hold a connection, and on PGlite the only one. Only the stored
  // bytes go in the transaction.
  const number = formatNewContractId(context.plan!.inventoryCode, await nextContractNumber(db));
  const pdf = await generateContractPdf({
    template: templateFile.bytes,
    language,
    newContractId: number,
    contractType: payload.contract_type!,
    contractYear: year,
    contractStart: payload.contract_start ?? null,
    contractEnd: payload.contract_end ?? null,
    created: now,
    details,
  }).catch(() => {
    throw appError('template_unreadable', CREATE_MESSAGES.templateUnreadable);
  });

  try {
    await db.transaction(async (tx) => {
      if (parent) await voidForAmendment(tx, actor, parent.contractId, now, audit);
      // In the transaction: a crash before the commit leaves neither the contract nor its PDF.
      await files.put(key, pdf, 'application/pdf', tx);
      await insertContract(tx, {
        contractId,
        newContractId: number,
        externalReferenceId: context.reseller!.companyId,
        grainReceiverId: context.receiver!.companyId,
        thirdPartyOperatorId: context.operator?.companyId ?? null,
        growerId: context.grower!.growerId,
        contractTemplateId: template.contractTemplateId,
        productionPlanId: context.plan!.productionPlanId,
        contractYear: year,
        contractState: parent ? 'amendment_pending' : CONTRACT_DEFAULTS.contract_state,
        contractType: payload.contract_type!,
        contractLanguage: language,
        contractStart: payload.contract_start ?? span.contract_start,
        contractEnd: payload.contract_end ?? span.contract_end,
        contractOriginated: CONTRACT_DEFAULTS.contract_originated,
        contractDocKey: key,
        notifySigners: CONTRACT_DEFAULTS.notify_signers,
        parentVoidedContractId: parent?.contractId ?? null,
        contractDetails: details,
        createdBy: actor.userId,
        created: now,
        modified: now,
      });
      await insertCommittedUnits(
        tx,
        details.delivery_schedule.map((row) => ({
          contractId,
          productionPlanId: context.plan!.productionPlanId,
          deliveryType: row.delivery_type,
          deliveryMonth: row.delivery_month,
          deliveryYear: row.delivery_year,
          contractAcres: row.contract_acres ?? 0,
          contractUnits: row.contract_units ?? 0,
        })),
      );
      await history(tx, contractId, 'created', actor, now);
      await audit(tx, {
        action: parent ? 'create-amendment' : 'create',
        entity: 'contract',
        entityId: contractId,
        details: {
          new_contract_id: number,
          parent_voided_contract_id: parent?.contractId ?? null,
          contract_type: payload.contract_type,
        },
      });
    });
    return { contract_id: contractId, contract_doc_link: contractDocLink(contractId), new_contract_id: number };
  } catch (error) {
    // The database provider rolled the PDF back with the rows; a provider outside the database did not.
    await files.delete(key).catch((e) => log.warn({ err: e, key }, 'could not remove an orphaned contract PDF'));
    if (isUniqueViolation(error, 'contracts_parent_uq')) throw conflict(CREATE_MESSAGES.alreadyAmended);
    throw error;
  }
}) satisfies Service<ContractDeps, CreateContractPayload, CreateContractResponse>;

import {
  canChangeCompanyKeys,
  canUpdateCompany,
  checkAccess,
  COMPANY_KEY_FIELDS,
  companyRuleIssues,
  diffChanges,
  type Company,
  type CompanyUpdate,
} from '@portal/domain';
import { badRequest, fieldConflict, fieldErrors, forbidden, notFound } from '../../plugins/errors';
import type { Tx } from '../../db/client';
import { claimVersion } from '../../services/record-version';
import type { Service, Versioned } from '../../services/service';
import {
  COMPANY_RECORD,
  companyValues,
  findCompany,
  findDuplicate,
  insertCompanyDetail,
  updateCompanyColumns,
  type CompanyDeps,
} from './repository';

/** A company as the create schema reads it, for the checks of an edit. */
function asInput(company: Company) {
  const {
    details: _details,
    company_id: _id,
    enogen_dealer: _dealer,
    allow_non_enogen_contracts: _allow,
    version: _version,
    ...fields
  } = company;
  return fields;
}

/** The named fields of a company, for the audit's old → new. */
const pick = (company: Company, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, company[key as keyof Company]]));

/** A live company for an edit (the permission was checked already). */
async function loadCompany(tx: Tx, companyId: string): Promise<Company> {
  const found = await findCompany(tx, { companyId });
  if (!found) throw notFound('Company not found');
  return found.company;
}

/**
 * Update company: company_id plus only the filled fields (update-company, or
 * update-assigned-company at this company; the key fields need update-company), a detail to add
 * (same permission), or the Non Enogen Contracts switch (allow-non-enogen-dealer-to-contract at
 * this company). The edited company must pass the company rules and keep its SAP id and
 * inventory code unique; the audit records each change with its old value.
 */
export const updateCompany = (async ({ db }, { actor, audit }, { change: input, version }) => {
  const { company_id, details, allow_non_enogen_contracts, ...edits } = input;
  const fields = Object.fromEntries(Object.entries(edits).filter(([, value]) => value !== undefined)) as typeof edits;
  const editing = Object.keys(fields).length > 0;
  if (!editing && !details && allow_non_enogen_contracts === undefined)
    throw badRequest('Please change at least one field');
  if ((editing || details) && !canUpdateCompany(actor.access, company_id)) throw forbidden();
  if (COMPANY_KEY_FIELDS.some((key) => key in fields) && !canChangeCompanyKeys(actor.access)) throw forbidden();
  if (
    allow_non_enogen_contracts !== undefined &&
    checkAccess(actor.access, company_id, 'allow-non-enogen-dealer-to-contract') !== 'success'
  )
    throw forbidden();

  return db.transaction(async (tx) => {
    await loadCompany(tx, company_id);
    await claimVersion(tx, COMPANY_RECORD, company_id, version);
    const before = await loadCompany(tx, company_id);
    if (editing) {
      const issues = companyRuleIssues({ ...asInput(before), ...fields } as Parameters<typeof companyRuleIssues>[0]);
      if (issues.length) throw fieldErrors(issues);
      const duplicate = await findDuplicate(tx, fields, company_id);
      if (duplicate) throw fieldConflict(duplicate.field, duplicate.message);
    }
    const set = {
      ...companyValues(fields),
      ...(allow_non_enogen_contracts !== undefined ? { allowNonEnogenContracts: allow_non_enogen_contracts } : {}),
    };
    if (Object.keys(set).length) await updateCompanyColumns(tx, company_id, set);
    if (details) await insertCompanyDetail(tx, company_id, details);
    const changed = Object.fromEntries(
      Object.keys(fields).map((key) => [
        key,
        { from: before[key as keyof Company], to: fields[key as keyof typeof fields] },
      ]),
    );
    const after = await loadCompany(tx, company_id);
    const changes = [
      ...diffChanges(pick(before, Object.keys(fields)), pick(after, Object.keys(fields))),
      ...(allow_non_enogen_contracts !== undefined
        ? diffChanges(
            { allow_non_enogen_contracts: before.allow_non_enogen_contracts },
            { allow_non_enogen_contracts: after.allow_non_enogen_contracts },
          )
        : []),
      ...(details ? diffChanges({}, details) : []),
    ];
    await audit(tx, {
      action: details && !editing ? 'add-detail' : 'update',
      entity: 'company',
      entityId: company_id,
      details: {
        ...(editing ? { changed } : {}),
        ...(details ? { detail: details } : {}),
        ...(allow_non_enogen_contracts !== undefined
          ? { allow_non_enogen_contracts: { from: before.allow_non_enogen_contracts, to: allow_non_enogen_contracts } }
          : {}),
        changes,
      },
    });
    return { data: after };
  });
}) satisfies Service<CompanyDeps, Versioned<CompanyUpdate>>;

import {
  checkAccess,
  CONTRACT_MESSAGES as M,
  GROWER_ADD_TEXTS as T,
  type AddGrowerFields,
  type GrowerFieldsAdded,
} from '@portal/domain';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldConflict, fieldError, forbidden, notFound } from '../../plugins/errors';
import { isGrowerVisible } from '../../services/grower-access';
import type { Service } from '../../services/service';
import {
  companiesLinkedTo,
  companyType,
  farmNamed,
  growerIdBySapId,
  insertFields,
  insertGrower,
  takenFieldNames,
} from './grower-add-repository';
import { findAnyGrower, type GrowerDeps } from './grower-repository';

const SAP_TAKEN = () => fieldConflict('grower.sap_id', T.sapTaken);

/**
 * Adds a grower of a reseller (or takes one of its growers) with fields on one farm, in one
 * transaction. For users with create-contract at the reseller or at a grain receiver or 3PO linked
 * to it: those who could contract with the grower (create-contract's own link rule).
 */
export const addGrowerFields = (async ({ db }, { actor, audit }, input) => {
  const resellerId = input.reseller_id;
  if ((await companyType(db, resellerId)) !== 'reseller') throw fieldError('reseller_id', M.missingReseller);
  const owners = [resellerId, ...(await companiesLinkedTo(db, resellerId))];
  if (!owners.some((id) => checkAccess(actor.access, id, 'create-contract') === 'success')) throw forbidden();
  if (input.grower_id) {
    const grower = await findAnyGrower(db, { growerId: input.grower_id });
    if (!grower || grower.reseller?.reseller_id !== resellerId || !(await isGrowerVisible(db, actor, grower.grower_id)))
      throw notFound('Grower not found');
  }
  const names = input.fields.map((f) => f.field_name.toLowerCase());
  const twice = names.findIndex((name, i) => names.indexOf(name) !== i);
  if (twice >= 0) throw fieldConflict(`fields.${twice}.field_name`, T.fieldTaken);

  try {
    return await db.transaction(async (tx) => {
      const sapId = input.grower?.sap_id;
      if (sapId && (await growerIdBySapId(tx, sapId))) throw SAP_TAKEN();
      const growerId = input.grower_id ?? (await insertGrower(tx, resellerId, input.grower!));
      const farmId = await farmNamed(tx, growerId, input.farm_name);
      const taken = await takenFieldNames(tx, farmId, names);
      const clash = names.findIndex((name) => taken.has(name));
      if (clash >= 0) throw fieldConflict(`fields.${clash}.field_name`, T.fieldTaken);
      await insertFields(tx, growerId, farmId, input.fields);
      await audit(tx, {
        action: input.grower_id ? 'add-fields' : 'create',
        entity: 'grower',
        entityId: growerId,
        details: { reseller_id: resellerId, farm_name: input.farm_name, fields: input.fields.length },
      });
      const grower = (await findAnyGrower(tx, { growerId }))!;
      return { message: T.added, grower, fields_added: input.fields.length };
    });
  } catch (error) {
    // Another grower took the SAP id meanwhile (the unique index).
    if (isUniqueViolation(error, 'growers_sap_id_uq')) throw SAP_TAKEN();
    throw error;
  }
}) satisfies Service<GrowerDeps, AddGrowerFields, GrowerFieldsAdded>;

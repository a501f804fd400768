import { prefixSapId, type Grower360Query, type GrowerFieldsQuery, type GrowerSearchQuery } from '@portal/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { notFound } from '../../plugins/errors';
import { mayReadGrower, opensGrowerStewardship } from '../../services/grower-access';
import type { Service } from '../../services/service';
import {
  findAnyGrower,
  findGrower,
  growerFields,
  growerStorage,
  searchGrowers,
  type GrowerKey,
  type GrowerDeps,
} from './grower-repository';

/** A grower the actor sees, or one of whose stewardship activities it may open (a steward's Assign Enogen Fields). */
async function visibleGrowerOr404(db: Db, actor: Actor, by: GrowerKey) {
  const grower = await findGrower(db, actor, by);
  if (grower) return grower;
  const stewarded = await findAnyGrower(db, by);
  if (stewarded && (await opensGrowerStewardship(db, actor, stewarded.grower_id))) return stewarded;
  throw notFound('Grower not found');
}

/** The grower's farms and fields: { farmArray: [{ farm_id, farm_name, fields }], fields }. */
export const readGrowerFields = (async ({ db }, { actor }, query) => {
  const by = query.grower_id ? { growerId: query.grower_id } : { sfdcId: query.grower_salesforce_id! };
  const grower = await visibleGrowerOr404(db, actor, by);
  return growerFields(db, grower.grower_id);
}) satisfies Service<GrowerDeps, GrowerFieldsQuery>;

/** One grower (by grower_id or SAP id) with its reseller. */
export const readGrower360 = (async ({ db }, { actor }, { grower_id, sap_id }) => {
  const by = grower_id ? { growerId: grower_id } : { sapId: prefixSapId(sap_id!) };
  return { grower: await visibleGrowerOr404(db, actor, by) };
}) satisfies Service<GrowerDeps, Grower360Query>;

/** The grower with this e-mail address. */
export const readGrowerProfile = (async ({ db }, { actor }, email) => {
  return { grower: await visibleGrowerOr404(db, actor, { email }) };
}) satisfies Service<GrowerDeps, string>;

/** Growers the user may see by name, Salesforce id or SAP id; at most 100. */
export const findGrowers = (async ({ db }, { actor }, query) => {
  const params = { ...query, sap_id: query.sap_id ? prefixSapId(query.sap_id) : undefined };
  return { growers: await searchGrowers(db, actor, params) };
}) satisfies Service<GrowerDeps, GrowerSearchQuery>;

/** The storage locations of a grower the user may read. */
export const readStorageLocations = (async ({ db }, { actor }, growerId) => {
  if (!(await mayReadGrower(db, actor, growerId))) throw notFound('Grower not found');
  return { storage_locations: await growerStorage(db, growerId) };
}) satisfies Service<GrowerDeps, string>;

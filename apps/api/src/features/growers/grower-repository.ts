import type {
  GrowerFarm,
  GrowerField,
  GrowerFieldsResponse,
  GrowerHit,
  StorageLocation,
  StorageLocationCreate,
} from '@portal/domain';
import { likePattern } from '../../db/like-pattern';
import { and, asc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, farms, fields, growers, storageLocations } from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import type { PortalDeps } from '../../services/deps';
import { visibleGrowers } from '../../services/grower-access';

export type GrowerDeps = Pick<PortalDeps, 'db'>;

export const GROWER_SEARCH_LIMIT = 100;

/** A LIKE pattern matching values that start with the term (% and _ match themselves). */
const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const growerColumns = {
  grower_id: growers.growerId,
  grower_name: growers.growerName,
  first: growers.first,
  last: growers.last,
  address: growers.address,
  address2: growers.address2,
  city: growers.city,
  state: growers.state,
  zipcode: growers.zipcode,
  phone: growers.phone,
  email: growers.email,
  sap_id: growers.sapId,
  grower_sfdc_id: growers.growerSfdcId,
  reseller_id: companies.companyId,
  reseller_name: companies.companyName,
  reseller_sap_id: companies.sapId,
};

type GrowerRow = { [K in keyof typeof growerColumns]: (typeof growerColumns)[K]['_']['data'] | null };

function view(row: GrowerRow): GrowerHit {
  const { reseller_id, reseller_name, reseller_sap_id, ...grower } = row;
  return {
    ...grower,
    grower_id: grower.grower_id!,
    grower_name: grower.grower_name!,
    reseller: reseller_id ? { reseller_id, reseller_name: reseller_name!, reseller_sap_id } : null,
  };
}

/** Growers matching a condition, with their reseller, by name. */
async function findGrowers(tx: Tx, where: SQL, limit = GROWER_SEARCH_LIMIT): Promise<GrowerHit[]> {
  const rows = await tx
    .select(growerColumns)
    .from(growers)
    .leftJoin(companies, eq(companies.companyId, growers.resellerCompanyId))
    .where(where)
    .orderBy(asc(growers.growerName), asc(growers.growerId))
    .limit(limit);
  return rows.map(view);
}

/** How a single grower is named: its id, SAP id (with the 00 prefix), Salesforce id or e-mail (lower case). */
export type GrowerKey = { growerId: string } | { sapId: string } | { sfdcId: string } | { email: string };

function growerMatch(by: GrowerKey): SQL {
  if ('growerId' in by) return eq(growers.growerId, by.growerId);
  if ('sapId' in by) return eq(growers.sapId, by.sapId);
  if ('sfdcId' in by) return eq(growers.growerSfdcId, by.sfdcId);
  return sql`lower(${growers.email}) = ${by.email}`;
}

/** One visible grower; null when none or not visible. */
export async function findGrower(tx: Tx, actor: Actor, by: GrowerKey): Promise<GrowerHit | null> {
  const [row] = await findGrowers(tx, and(growerMatch(by), visibleGrowers(actor))!, 1);
  return row ?? null;
}

/** One grower, whoever sees it; the caller checks the actor's right on it. */
export async function findAnyGrower(tx: Tx, by: GrowerKey): Promise<GrowerHit | null> {
  const [row] = await findGrowers(tx, growerMatch(by), 1);
  return row ?? null;
}

/**
 * Visible growers by /api/grower-search's parameters (at most 100); with reseller_id, only that
 * reseller's growers, the ones create-contract admits with it (a contract's grower is a grower of its reseller).
 */
export function searchGrowers(
  tx: Tx,
  actor: Actor,
  params: Parameters<typeof growerSearchCondition>[0] & { reseller_id?: string },
) {
  const ofReseller = params.reseller_id ? eq(growers.resellerCompanyId, params.reseller_id) : undefined;
  return findGrowers(tx, and(growerSearchCondition(params), ofReseller, visibleGrowers(actor))!);
}

/** The search condition of /api/grower-search: a SAP-style id, a Salesforce id or a name (trigram-indexed). */
function growerSearchCondition(params: {
  query?: string;
  grower_name?: string;
  salesforce_id?: string;
  sap_id?: string;
}): SQL {
  if (params.sap_id) {
    // Typed progressively (the lookup starts over 5 characters): a prefix, with or without the 00.
    const prefix = likePrefix(params.sap_id);
    return params.sap_id.startsWith('00')
      ? like(growers.sapId, prefix)
      : or(like(growers.sapId, prefix), like(growers.sapId, `00${prefix}`))!;
  }
  if (params.salesforce_id) return eq(growers.growerSfdcId, params.salesforce_id);
  if (params.grower_name) return ilike(growers.growerName, likePattern(params.grower_name));
  const term = params.query!;
  return or(ilike(growers.growerName, likePattern(term)), eq(growers.sapId, term), eq(growers.growerSfdcId, term))!;
}

/** The grower's fields, flat and grouped by farm (farmArray). */
export async function growerFields(tx: Tx, growerId: string): Promise<GrowerFieldsResponse> {
  const rows = await tx
    .select({
      field_id: fields.fieldId,
      field_name: fields.fieldName,
      farm_id: farms.farmId,
      farm_name: farms.farmName,
      planting_rate: fields.plantingRate,
      average_yield: fields.averageYield,
      border_rows: fields.borderRows,
      acres: fields.acres,
      crop_year: fields.cropYear,
      latitude: fields.latitude,
      longitude: fields.longitude,
    })
    .from(fields)
    .innerJoin(farms, eq(farms.farmId, fields.farmId))
    .where(eq(fields.growerId, growerId))
    .orderBy(asc(farms.farmName), asc(fields.fieldName));
  const list: GrowerField[] = rows.map((row) => ({ ...row, is_total: false }));
  const farmArray: GrowerFarm[] = [];
  for (const field of list) {
    let farm = farmArray.find((f) => f.farm_id === field.farm_id);
    if (!farm) farmArray.push((farm = { farm_id: field.farm_id, farm_name: field.farm_name, fields: [] }));
    farm.fields.push(field);
  }
  return { farmArray, fields: list };
}

const storageColumns = {
  storage_locations_id: storageLocations.storageLocationId,
  storage_locations_name: storageLocations.storageName,
  storage_locations_capacity: storageLocations.storageCapacity,
  storage_locations_type: storageLocations.storageType,
  latitude: storageLocations.storageLatitude,
  longitude: storageLocations.storageLongitude,
};

export async function growerStorage(tx: Tx, growerId: string): Promise<StorageLocation[]> {
  return tx
    .select(storageColumns)
    .from(storageLocations)
    .where(eq(storageLocations.growerId, growerId))
    .orderBy(asc(storageLocations.storageName));
}

export async function insertStorageLocation(
  tx: Tx,
  values: Omit<StorageLocationCreate, 'storage_type'> & { storage_type: string },
): Promise<StorageLocation> {
  const [created] = await tx
    .insert(storageLocations)
    .values({
      growerId: values.grower_id,
      storageName: values.storage_name,
      storageCapacity: values.storage_capacity,
      storageType: values.storage_type,
      storageLatitude: values.storage_latitude,
      storageLongitude: values.storage_longitude,
    })
    .returning(storageColumns);
  return created!;
}

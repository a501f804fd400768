import type { GrowerImportRow } from '@portal/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, farms, fields, GROWER_SFDC_INDEX, growers, storageLocations } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

/** A concurrent import took a Salesforce id first (the unique index). */
export const isSfdcTaken = (error: unknown) => isUniqueViolation(error, GROWER_SFDC_INDEX);

/** The live resellers with these SAP ids: SAP id → company id. */
export async function resellersBySapId(tx: Tx, sapIds: string[]): Promise<Map<string, string>> {
  const resellers = await tx
    .select({ id: companies.companyId, sapId: companies.sapId })
    .from(companies)
    .where(and(inArray(companies.sapId, sapIds), eq(companies.companyType, 'reseller'), isNull(companies.deletedAt)));
  return new Map(resellers.map((r) => [r.sapId!, r.id]));
}

/** The growers holding these Salesforce ids: Salesforce id → the grower's SAP id. */
export async function sfdcOwners(tx: Tx, sfdcIds: string[]): Promise<Map<string, string | null>> {
  if (!sfdcIds.length) return new Map();
  const owners = await tx
    .select({ sfdc: growers.growerSfdcId, sapId: growers.sapId })
    .from(growers)
    .where(inArray(growers.growerSfdcId, sfdcIds));
  return new Map(owners.map((o) => [o.sfdc!, o.sapId]));
}

export async function countGrowersBySapId(tx: Tx, sapIds: string[]): Promise<number> {
  const rows = await tx.select({ sapId: growers.sapId }).from(growers).where(inArray(growers.sapId, sapIds));
  return rows.length;
}

/** The first non-empty value of a column over a grower's rows. */
const firstOf = <K extends keyof GrowerImportRow>(rows: GrowerImportRow[], key: K): GrowerImportRow[K] | null =>
  rows.map((r) => r[key]).find((v) => v !== null && v !== undefined && v !== '') ?? null;

/**
 * Upserts one grower per SAP id (its rows in `bySap`); an empty cell keeps the stored value.
 * Returns SAP id → grower id.
 */
export async function upsertGrowers(
  tx: Tx,
  bySap: Map<string, GrowerImportRow[]>,
  resellerOf: Map<string, string>,
): Promise<Map<string, string>> {
  const upserted = await tx
    .insert(growers)
    .values(
      [...bySap.entries()].map(([sapId, group]) => ({
        sapId,
        growerName: group[0]!.grower_name,
        growerSfdcId: firstOf(group, 'grower_sfdc_id'),
        first: firstOf(group, 'first'),
        last: firstOf(group, 'last'),
        address: firstOf(group, 'address'),
        address2: firstOf(group, 'address2'),
        city: firstOf(group, 'city'),
        state: firstOf(group, 'state'),
        zipcode: firstOf(group, 'zipcode'),
        phone: firstOf(group, 'phone'),
        email: firstOf(group, 'email'),
        resellerCompanyId: resellerOf.get(group[0]!.reseller_sap_id)!,
      })),
    )
    .onConflictDoUpdate({
      target: growers.sapId,
      set: {
        growerName: sql`excluded.grower_name`,
        growerSfdcId: sql`coalesce(excluded.grower_sfdc_id, ${growers.growerSfdcId})`,
        first: sql`coalesce(excluded.first, ${growers.first})`,
        last: sql`coalesce(excluded.last, ${growers.last})`,
        address: sql`coalesce(excluded.address, ${growers.address})`,
        address2: sql`coalesce(excluded.address2, ${growers.address2})`,
        city: sql`coalesce(excluded.city, ${growers.city})`,
        state: sql`coalesce(excluded.state, ${growers.state})`,
        zipcode: sql`coalesce(excluded.zipcode, ${growers.zipcode})`,
        phone: sql`coalesce(excluded.phone, ${growers.phone})`,
        email: sql`coalesce(excluded.email, ${growers.email})`,
        resellerCompanyId: sql`excluded.reseller_company_id`,
      },
    })
    .returning({ id: growers.growerId, sapId: growers.sapId });
  return new Map(upserted.map((g) => [g.sapId!, g.id]));
}

const key = (...parts: string[]) => parts.map((p) => p.toLowerCase()).join('\u0000');

async function farmIdsOf(tx: Tx, growerIds: string[]) {
  const rows = await tx.select().from(farms).where(inArray(farms.growerId, growerIds));
  return new Map(rows.map((f) => [key(f.growerId, f.farmName), f.farmId]));
}

export async function upsertFarms(
  tx: Tx,
  rows: GrowerImportRow[],
  growerOf: Map<string, string>,
  growerIds: string[],
): Promise<number> {
  const known = await farmIdsOf(tx, growerIds);
  const wanted = new Map<string, { growerId: string; farmName: string }>();
  for (const row of rows) {
    if (!row.farm_name) continue;
    const growerId = growerOf.get(row.sap_id)!;
    const k = key(growerId, row.farm_name);
    if (!known.has(k)) wanted.set(k, { growerId, farmName: row.farm_name });
  }
  if (wanted.size) await tx.insert(farms).values([...wanted.values()]);
  return new Set(rows.filter((r) => r.farm_name).map((r) => key(r.sap_id, r.farm_name!))).size;
}

export async function upsertFields(
  tx: Tx,
  rows: GrowerImportRow[],
  growerOf: Map<string, string>,
  growerIds: string[],
): Promise<number> {
  const farmOf = await farmIdsOf(tx, growerIds);
  const existing = await tx
    .select({ id: fields.fieldId, farmId: fields.farmId, name: fields.fieldName })
    .from(fields)
    .where(inArray(fields.growerId, growerIds));
  const fieldOf = new Map(existing.map((f) => [key(f.farmId, f.name), f.id]));
  const inserts = new Map<string, typeof fields.$inferInsert>();
  let count = 0;
  for (const row of rows) {
    if (!row.farm_name || !row.field_name || row.acres === null) continue;
    const growerId = growerOf.get(row.sap_id)!;
    const farmId = farmOf.get(key(growerId, row.farm_name))!;
    const values = {
      farmId,
      growerId,
      fieldName: row.field_name,
      acres: row.acres,
      plantingRate: row.planting_rate,
      averageYield: row.average_yield,
      borderRows: row.border_rows,
      cropYear: row.crop_year,
      latitude: row.latitude,
      longitude: row.longitude,
    };
    const id = fieldOf.get(key(farmId, row.field_name));
    count += 1;
    if (id) await tx.update(fields).set(values).where(eq(fields.fieldId, id));
    else inserts.set(key(farmId, row.field_name), values);
  }
  if (inserts.size) await tx.insert(fields).values([...inserts.values()]);
  return count;
}

export async function upsertStorage(
  tx: Tx,
  rows: GrowerImportRow[],
  growerOf: Map<string, string>,
  growerIds: string[],
): Promise<number> {
  const existing = await tx
    .select({
      id: storageLocations.storageLocationId,
      growerId: storageLocations.growerId,
      name: storageLocations.storageName,
    })
    .from(storageLocations)
    .where(inArray(storageLocations.growerId, growerIds));
  const storageOf = new Map(existing.map((s) => [key(s.growerId, s.name), s.id]));
  const inserts = new Map<string, typeof storageLocations.$inferInsert>();
  let count = 0;
  for (const row of rows) {
    if (!row.storage_name) continue;
    const growerId = growerOf.get(row.sap_id)!;
    const values = {
      growerId,
      storageName: row.storage_name,
      storageCapacity: row.storage_capacity!,
      storageType: row.storage_type ?? 'Grain',
      storageLatitude: row.storage_latitude!,
      storageLongitude: row.storage_longitude!,
    };
    const id = storageOf.get(key(growerId, row.storage_name));
    count += 1;
    if (id) await tx.update(storageLocations).set(values).where(eq(storageLocations.storageLocationId, id));
    else inserts.set(key(growerId, row.storage_name), values);
  }
  if (inserts.size) await tx.insert(storageLocations).values([...inserts.values()]);
  return count;
}

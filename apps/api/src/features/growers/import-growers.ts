import { checkGrowerImport, GROWER_IMPORT_TEXTS, type GrowerImportIssue, type GrowerImportRow } from '@portal/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, farms, fields, GROWER_SFDC_INDEX, growers, storageLocations } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Actor } from '../../plugins/actor';
import { AppError } from '../../plugins/errors';
import { audit } from '../../services/audit';

export const SFDC_TAKEN = 'This Salesforce ID belongs to another grower';

export type ImportResult = {
  growers: number;
  farms: number;
  fields: number;
  storage_locations: number;
  created_growers: number;
};

function rejected(issues: GrowerImportIssue[]): AppError {
  const details = issues.map((issue) => ({
    field: `row ${issue.row}${issue.column ? `.${issue.column}` : ''}`,
    message: `Row ${issue.row}: ${issue.message}`,
  }));
  return new AppError(400, 'validation_failed', details[0]!.message, details);
}

/** The first non-empty value of a column over a grower's rows. */
const firstOf = <K extends keyof GrowerImportRow>(rows: GrowerImportRow[], key: K): GrowerImportRow[K] | null =>
  rows.map((r) => r[key]).find((v) => v !== null && v !== undefined && v !== '') ?? null;

/**
 * The database's side of the checks: known resellers, and Salesforce ids that belong to another
 * grower (in the database or earlier in the file).
 */
async function databaseChecks(tx: Tx, rows: GrowerImportRow[]) {
  const resellerSapIds = [...new Set(rows.map((r) => r.reseller_sap_id))];
  const resellers = await tx
    .select({ id: companies.companyId, sapId: companies.sapId })
    .from(companies)
    .where(
      and(inArray(companies.sapId, resellerSapIds), eq(companies.companyType, 'reseller'), isNull(companies.deletedAt)),
    );
  const resellerOf = new Map(resellers.map((r) => [r.sapId!, r.id]));
  const sfdcIds = [...new Set(rows.map((r) => r.grower_sfdc_id).filter((v): v is string => Boolean(v)))];
  const owners = sfdcIds.length
    ? await tx
        .select({ sfdc: growers.growerSfdcId, sapId: growers.sapId })
        .from(growers)
        .where(inArray(growers.growerSfdcId, sfdcIds))
    : [];
  const ownerOf = new Map(owners.map((o) => [o.sfdc!, o.sapId]));
  const problems: GrowerImportIssue[] = [];
  for (const [index, row] of rows.entries()) {
    const rowNumber = index + 2;
    if (!resellerOf.has(row.reseller_sap_id))
      problems.push({ row: rowNumber, column: 'reseller_sap_id', message: GROWER_IMPORT_TEXTS.unknownReseller });
    if (!row.grower_sfdc_id) continue;
    const owner = ownerOf.get(row.grower_sfdc_id);
    if (owner !== undefined && owner !== row.sap_id)
      problems.push({ row: rowNumber, column: 'grower_sfdc_id', message: SFDC_TAKEN });
    else ownerOf.set(row.grower_sfdc_id, row.sap_id);
  }
  return { resellerOf, problems };
}

/**
 * The admin grower import: every row checked (domain rules, then known resellers and Salesforce ids
 * not taken by another grower, inside the transaction) before anything is written; the same
 * transaction upserts growers by SAP id, farms by name within the grower, fields by name within
 * the farm and storage locations by name within the grower. Bad input is rejected whole with row
 * numbers, also when a concurrent import takes a Salesforce id first (the unique index).
 */
export async function importGrowers(
  db: Db,
  actor: Actor,
  raw: Record<string, unknown>[],
  requestId: string,
): Promise<ImportResult> {
  const { rows, issues } = checkGrowerImport(raw);
  if (issues.length) throw rejected(issues);
  try {
    return await db.transaction((tx) => writeImport(tx, actor, rows, requestId));
  } catch (error) {
    if (!isUniqueViolation(error, GROWER_SFDC_INDEX)) throw error;
    const { problems } = await databaseChecks(db, rows);
    const first = rows.findIndex((row) => row.grower_sfdc_id);
    throw rejected(problems.length ? problems : [{ row: first + 2, column: 'grower_sfdc_id', message: SFDC_TAKEN }]);
  }
}

async function writeImport(tx: Tx, actor: Actor, rows: GrowerImportRow[], requestId: string) {
  const { resellerOf, problems } = await databaseChecks(tx, rows);
  if (problems.length) throw rejected(problems);

  const bySap = new Map<string, GrowerImportRow[]>();
  for (const row of rows) bySap.set(row.sap_id, [...(bySap.get(row.sap_id) ?? []), row]);

  const existing = await tx
    .select({ sapId: growers.sapId })
    .from(growers)
    .where(inArray(growers.sapId, [...bySap.keys()]));
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
  const growerOf = new Map(upserted.map((g) => [g.sapId!, g.id]));
  const growerIds = [...growerOf.values()];

  const farmCount = await upsertFarms(tx, rows, growerOf, growerIds);
  const fieldCount = await upsertFields(tx, rows, growerOf, growerIds);
  const storageCount = await upsertStorage(tx, rows, growerOf, growerIds);
  const result = {
    growers: upserted.length,
    farms: farmCount,
    fields: fieldCount,
    storage_locations: storageCount,
    created_growers: upserted.length - existing.length,
  };
  await audit(tx, {
    userId: actor.userId,
    action: 'import',
    entity: 'grower',
    requestId,
    details: { ...result, rows: rows.length },
  });
  return result;
}

const key = (...parts: string[]) => parts.map((p) => p.toLowerCase()).join('\u0000');

async function farmIdsOf(tx: Tx, growerIds: string[]) {
  const rows = await tx.select().from(farms).where(inArray(farms.growerId, growerIds));
  return new Map(rows.map((f) => [key(f.growerId, f.farmName), f.farmId]));
}

async function upsertFarms(
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

async function upsertFields(
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

async function upsertStorage(
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

import type { AddGrowerFields } from '@portal/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, farms, fields, growers, linkedCompanies } from '../../db/schema';

/** The type of a live company, or null. */
export async function companyType(tx: Tx, companyId: string): Promise<string | null> {
  const [row] = await tx
    .select({ type: companies.companyType })
    .from(companies)
    .where(and(eq(companies.companyId, companyId), sql`${companies.deletedAt} is null`));
  return row?.type ?? null;
}

/** The companies linked to a company (a reseller's grain receivers and 3POs). */
export async function companiesLinkedTo(tx: Tx, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ a: linkedCompanies.companyId1, b: linkedCompanies.companyId2 })
    .from(linkedCompanies)
    .where(or(eq(linkedCompanies.companyId1, companyId), eq(linkedCompanies.companyId2, companyId)));
  return rows.map((r) => (r.a === companyId ? r.b : r.a));
}

export async function growerIdBySapId(tx: Tx, sapId: string): Promise<string | null> {
  const [row] = await tx.select({ id: growers.growerId }).from(growers).where(eq(growers.sapId, sapId));
  return row?.id ?? null;
}

export async function insertGrower(
  tx: Tx,
  resellerId: string,
  grower: NonNullable<AddGrowerFields['grower']>,
): Promise<string> {
  const [row] = await tx
    .insert(growers)
    .values({
      growerName: grower.grower_name,
      sapId: grower.sap_id ?? null,
      first: grower.first ?? null,
      last: grower.last ?? null,
      phone: grower.phone ?? null,
      email: grower.email ?? null,
      resellerCompanyId: resellerId,
    })
    .returning({ id: growers.growerId });
  return row!.id;
}

/** The grower's farm of this name, created when it has none. */
export async function farmNamed(tx: Tx, growerId: string, farmName: string): Promise<string> {
  const [found] = await tx
    .select({ id: farms.farmId })
    .from(farms)
    .where(and(eq(farms.growerId, growerId), sql`lower(${farms.farmName}) = lower(${farmName})`));
  if (found) return found.id;
  const [created] = await tx.insert(farms).values({ growerId, farmName }).returning({ id: farms.farmId });
  return created!.id;
}

/** The names (lower case) of the farm's fields among these. */
export async function takenFieldNames(tx: Tx, farmId: string, names: string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ name: sql<string>`lower(${fields.fieldName})` })
    .from(fields)
    .where(
      and(
        eq(fields.farmId, farmId),
        inArray(
          sql`lower(${fields.fieldName})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return new Set(rows.map((r) => r.name));
}

export async function insertFields(tx: Tx, growerId: string, farmId: string, rows: AddGrowerFields['fields']) {
  await tx.insert(fields).values(
    rows.map((f) => ({
      growerId,
      farmId,
      fieldName: f.field_name,
      acres: f.acres,
      plantingRate: f.planting_rate,
      averageYield: f.average_yield,
    })),
  );
}

import type { Db } from '../../src/db/client';
import { companies, linkedCompanies } from '../../src/db/schema';
import { unique } from './unique';

type CompanyRow = typeof companies.$inferInsert;

const companyDefaults = (): CompanyRow => ({ companyName: unique('Test company '), companyType: 'reseller' });

/** A company: a reseller with a unique name unless the overrides say otherwise. */
export async function buildCompany(db: Db, overrides: Partial<CompanyRow> = {}) {
  const [row] = await db
    .insert(companies)
    .values({ ...companyDefaults(), ...overrides })
    .returning();
  return row!;
}

/** Several companies in one statement (e.g. a list long enough to page). */
export async function buildCompanies(db: Db, overrides: Partial<CompanyRow>[]) {
  return db
    .insert(companies)
    .values(overrides.map((row) => ({ ...companyDefaults(), ...row })))
    .returning();
}

/** Links two companies (grain receivers whose plans may be each other's parent, a reseller and its receiver). */
export async function buildLink(db: Db, link: typeof linkedCompanies.$inferInsert) {
  const [row] = await db.insert(linkedCompanies).values(link).returning();
  return row!;
}

import type { Db } from '../../src/db/client';
import { companies, linkedCompanies } from '../../src/db/schema';
import { insertRows, unique } from './insert-rows';

type CompanyRow = typeof companies.$inferInsert;

const withDefaults = (overrides: Partial<CompanyRow>): CompanyRow => ({
  companyName: unique('Test company '),
  companyType: 'reseller',
  ...overrides,
});

/** A company: a reseller with a unique name unless the overrides say otherwise. */
export const buildCompany = async (db: Db, overrides: Partial<CompanyRow> = {}) =>
  (await insertRows(db, companies, [withDefaults(overrides)]))[0]!;

/** Several companies in one statement (e.g. a list long enough to page). */
export const buildCompanies = (db: Db, overrides: Partial<CompanyRow>[]) =>
  insertRows(db, companies, overrides.map(withDefaults));

/** Links two companies (grain receivers whose plans may be each other's parent, a reseller and its receiver). */
export const buildLink = async (db: Db, link: typeof linkedCompanies.$inferInsert) =>
  (await insertRows(db, linkedCompanies, [link]))[0]!;

import {
  prefixSapId,
  type Company,
  type CompanyCreate,
  type CompanyListItem,
  type CompanySort,
  type SortOrder,
} from '@portal/domain';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { companies, companyDetails } from '../../db/schema';
import { companySearchCondition } from '../../services/company-scope';
import type { PortalDeps } from '../../services/deps';
import { versionOf, type VersionedRecord } from '../../services/record-version';

export type CompanyDeps = Pick<PortalDeps, 'db' | 'connector'>;

/** The columns of a list row or search hit, named as the API answers. */
export const listColumns = {
  company_id: companies.companyId,
  company_name: companies.companyName,
  company_type: companies.companyType,
  country: companies.country,
  city: companies.city,
  state: companies.state,
  phone: companies.phone,
  sap_id: companies.sapId,
  inventory_code: companies.inventoryCode,
  enogen_dealer: companies.enogenDealer,
};

const companyColumns = {
  ...listColumns,
  address1: companies.address1,
  address2: companies.address2,
  zipcode: companies.zipcode,
  salesforce_id: companies.salesforceId,
  supported_languages: companies.supportedLanguages,
  allow_non_enogen_contracts: companies.allowNonEnogenContracts,
  external_reference_id: companies.externalReferenceId,
  version: versionOf(companies),
};

/** A company, its details and its switches are edited on the version the company's row had when read. */
export const COMPANY_RECORD: VersionedRecord = { table: companies, id: companies.companyId, entity: 'company' };

export type CompanyListFilter = {
  scope: SQL;
  search?: string;
  enogenDealerOnly?: boolean;
  types?: readonly string[];
  /** Only companies that may be a new contract's reseller (the domain's mayContractAsReseller). */
  contractReseller?: boolean;
};

function listWhere(filter: CompanyListFilter): SQL | undefined {
  return and(
    filter.scope,
    filter.search ? companySearchCondition(filter.search) : undefined,
    filter.enogenDealerOnly ? eq(companies.enogenDealer, true) : undefined,
    filter.types?.length ? inArray(companies.companyType, [...filter.types]) : undefined,
    filter.contractReseller
      ? and(
          eq(companies.companyType, 'reseller'),
          or(eq(companies.enogenDealer, true), eq(companies.allowNonEnogenContracts, true)),
        )
      : undefined,
  );
}

/** The list's order of each sort: then by name and id, so that pages never overlap. */
const SORT_COLUMNS: Record<CompanySort, AnyPgColumn[]> = {
  company_name: [companies.companyName, companies.companyId],
  company_type: [companies.companyType, companies.companyName, companies.companyId],
  sap_id: [companies.sapId, companies.companyName, companies.companyId],
};

/** One page of the company list, by name or the chosen sort, with the total: two queries (by name, indexed). */
export async function listCompanies(
  tx: Tx,
  filter: CompanyListFilter,
  page: { limit: number; offset: number; sort?: CompanySort; order?: SortOrder },
): Promise<{ items: CompanyListItem[]; total: number }> {
  const where = listWhere(filter);
  const direction = page.order === 'desc' ? desc : asc;
  const [items, [total]] = await Promise.all([
    tx
      .select(listColumns)
      .from(companies)
      .where(where)
      // Companies without a SAP id come last either way.
      .orderBy(
        ...SORT_COLUMNS[page.sort ?? 'company_name'].map((column) =>
          column === companies.sapId ? sql`${column} ${sql.raw(page.order ?? 'asc')} nulls last` : direction(column),
        ),
      )
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ value: count() }).from(companies).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** Company search hits, by name (one query). */
export function searchCompanies(tx: Tx, filter: CompanyListFilter, limit: number): Promise<CompanyListItem[]> {
  return tx
    .select(listColumns)
    .from(companies)
    .where(listWhere(filter))
    .orderBy(asc(companies.companyName), asc(companies.companyId))
    .limit(limit);
}

/** One live company with its details, or null. `visible` says whether the scope (if any) lets the actor see it. */
export async function findCompany(
  tx: Tx,
  by: { companyId: string } | { sapId: string },
  scope?: SQL,
): Promise<{ company: Company; visible: boolean } | null> {
  const match = 'companyId' in by ? eq(companies.companyId, by.companyId) : eq(companies.sapId, prefixSapId(by.sapId));
  const [row] = await tx
    .select({ ...companyColumns, visible: scope ? sql<boolean>`(${scope})` : sql<boolean>`true` })
    .from(companies)
    .where(and(match, isNull(companies.deletedAt)));
  if (!row) return null;
  const { visible, ...company } = row;
  const details = await tx
    .select({
      detail_id: companyDetails.detailId,
      details_name: companyDetails.detailsName,
      details_value: companyDetails.detailsValue,
    })
    .from(companyDetails)
    .where(eq(companyDetails.companyId, company.company_id))
    .orderBy(asc(companyDetails.created), asc(companyDetails.detailsName));
  return { company: { ...company, details }, visible };
}

/** Column values of the API's company fields. */
export function companyValues(input: Partial<CompanyCreate>): Partial<typeof companies.$inferInsert> {
  const values: Partial<typeof companies.$inferInsert> = {
    country: input.country,
    companyName: input.company_name,
    companyType: input.company_type,
    address1: input.address1,
    address2: input.address2,
    city: input.city,
    state: input.state,
    zipcode: input.zipcode,
    phone: input.phone,
    sapId: input.sap_id,
    salesforceId: input.salesforce_id,
    inventoryCode: input.inventory_code,
    supportedLanguages: input.supported_languages,
    enogenDealer: input.enogen_dealer,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/**
 * The live company (other than `exceptId`) already holding this SAP id or inventory code:
 * both are unique among live companies.
 */
export async function findDuplicate(
  tx: Tx,
  values: { sap_id?: string | null; inventory_code?: string | null },
  exceptId?: string,
): Promise<{ field: 'sap_id' | 'inventory_code'; message: string } | null> {
  const checks = [
    values.sap_id
      ? { field: 'sap_id' as const, condition: eq(companies.sapId, values.sap_id), label: `SAP ID ${values.sap_id}` }
      : null,
    values.inventory_code
      ? {
          field: 'inventory_code' as const,
          condition: eq(companies.inventoryCode, values.inventory_code),
          label: `inventory code ${values.inventory_code}`,
        }
      : null,
  ].filter((c) => c !== null);
  for (const check of checks) {
    const [row] = await tx
      .select({ id: companies.companyId, name: companies.companyName })
      .from(companies)
      .where(
        and(
          check.condition,
          isNull(companies.deletedAt),
          exceptId ? sql`${companies.companyId} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1);
    if (row) return { field: check.field, message: `${row.name} already has the ${check.label}.` };
  }
  return null;
}

/** Inserts a company; returns its id. */
export async function insertCompany(tx: Tx, input: CompanyCreate): Promise<string> {
  const [row] = await tx
    .insert(companies)
    .values({ ...companyValues(input), companyName: input.company_name, companyType: input.company_type })
    .returning({ id: companies.companyId });
  return row!.id;
}

/** Sets column values of a live company (and its modified time). */
export async function updateCompanyColumns(
  tx: Tx,
  companyId: string,
  set: Partial<typeof companies.$inferInsert>,
): Promise<void> {
  await tx
    .update(companies)
    .set({ ...set, modified: new Date() })
    .where(and(eq(companies.companyId, companyId), isNull(companies.deletedAt)));
}

export async function insertCompanyDetail(
  tx: Tx,
  companyId: string,
  detail: { details_name: string; details_value: string },
): Promise<void> {
  await tx
    .insert(companyDetails)
    .values({ companyId, detailsName: detail.details_name, detailsValue: detail.details_value });
}

/** Soft-deletes a live company; null when there is none. */
export async function softDeleteCompany(tx: Tx, companyId: string) {
  const [row] = await tx
    .update(companies)
    .set({ deletedAt: new Date(), modified: new Date() })
    .where(and(eq(companies.companyId, companyId), isNull(companies.deletedAt)))
    .returning({ name: companies.companyName, sapId: companies.sapId });
  return row ?? null;
}

/** The live companies holding these SAP ids, all columns. */
export function liveCompaniesBySapIds(tx: Tx, sapIds: string[]) {
  return tx
    .select()
    .from(companies)
    .where(and(inArray(companies.sapId, sapIds), isNull(companies.deletedAt)));
}

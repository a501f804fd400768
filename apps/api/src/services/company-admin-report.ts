import type { CompanyAdminItem } from '@portal/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { assignments, companies, roles, users } from '../db/schema';

export type CompanyAdminSort = keyof CompanyAdminItem;
export type CompanyAdminOrder = { sort?: CompanyAdminSort; order?: 'asc' | 'desc' };
/** Where a batch of the report resumes: the last row's sort key, company and user. */
export type CompanyAdminCursor = { key: string; companyId: string; userId: string };
export type CompanyAdminRow = CompanyAdminItem & { cursor: CompanyAdminCursor };

const COLUMNS = {
  company_name: companies.companyName,
  sap_id: companies.sapId,
  first: users.first,
  last: users.last,
  email: users.email,
  company_type: companies.companyType,
  enogen_dealer: companies.enogenDealer,
  role_name: roles.roleName,
} as const;

/**
 * The company admin report (spec 3, §3 Report items): one row per company the scope shows and user
 * assigned to it, with the user's role there. Shared by the companies list's branch
 * (get_companies_admin_details=true, every row at once, by company) and the reports'
 * export, which reads it in sorted batches resuming after a cursor (keyset: sort key, company, user).
 */
export async function companyAdminRows(
  tx: Tx,
  scope: SQL,
  options: CompanyAdminOrder & { limit?: number; after?: CompanyAdminCursor } = {},
): Promise<CompanyAdminRow[]> {
  const key = sql<string>`coalesce(${COLUMNS[options.sort ?? 'company_name']}::text, '')`;
  const descending = options.order === 'desc';
  const by = descending ? desc : asc;
  const after = options.after
    ? descending
      ? sql`(${key}, ${companies.companyId}::text, ${users.id}) < (${options.after.key}, ${options.after.companyId}, ${options.after.userId})`
      : sql`(${key}, ${companies.companyId}::text, ${users.id}) > (${options.after.key}, ${options.after.companyId}, ${options.after.userId})`
    : undefined;
  const query = tx
    .select({
      ...COLUMNS,
      key,
      company_id: sql<string>`${companies.companyId}::text`,
      user_id: users.id,
    })
    .from(companies)
    .innerJoin(assignments, eq(assignments.companyId, companies.companyId))
    .innerJoin(users, eq(users.id, assignments.userId))
    .innerJoin(roles, eq(roles.roleId, assignments.roleId))
    .where(and(scope, after))
    .orderBy(by(key), by(sql`${companies.companyId}::text`), by(users.id));
  const rows = await (options.limit ? query.limit(options.limit) : query);
  return rows.map(({ key: sortKey, company_id, user_id, ...item }) => ({
    ...item,
    cursor: { key: sortKey, companyId: company_id, userId: user_id },
  }));
}

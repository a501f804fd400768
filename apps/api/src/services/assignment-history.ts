import type { FieldChange } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { companies, roles } from '../db/schema';
import type { DescribeRows, HistoryRow } from './record-history';

const idOf = (row: HistoryRow, key: string) => {
  const value = row.details?.[key];
  return typeof value === 'string' ? value : null;
};

/** Names of the companies and roles the rows name, in two look-ups by primary key. */
async function namesOf(tx: Tx, rows: readonly HistoryRow[]) {
  const companyIds = [...new Set(rows.map((r) => idOf(r, 'company_id')).filter((id): id is string => id !== null))];
  const roleIds = [...new Set(rows.map((r) => idOf(r, 'role_id')).filter((id): id is string => id !== null))];
  const [companyRows, roleRows] = await Promise.all([
    companyIds.length
      ? tx
          .select({ id: companies.companyId, name: companies.companyName })
          .from(companies)
          .where(inArray(companies.companyId, companyIds))
      : [],
    roleIds.length
      ? tx.select({ id: roles.roleId, name: roles.displayName }).from(roles).where(inArray(roles.roleId, roleIds))
      : [],
  ]);
  return {
    company: new Map(companyRows.map((r) => [r.id, r.name])),
    role: new Map(roleRows.map((r) => [r.id, r.name])),
  };
}

/**
 * An assignment's entry on its user's History (and in the audit log), in the words of the user page's
 * Companies card: the company and role given (invited) or taken away (removed), as field changes.
 * Other rows keep theirs.
 */
export const describeAssignments: DescribeRows = async (tx, rows) => {
  const assignmentRows = rows.filter((r) => r.entity === 'assignment');
  if (!assignmentRows.length) return rows.map(() => null);
  const names = await namesOf(tx, assignmentRows);
  return rows.map((row) => {
    if (row.entity !== 'assignment') return null;
    const company = idOf(row, 'company_id');
    const role = idOf(row, 'role_id');
    const values = [
      ...(company ? [{ field: 'company', value: names.company.get(company) ?? company }] : []),
      ...(role ? [{ field: 'role', value: names.role.get(role) ?? idOf(row, 'role_name') ?? role }] : []),
    ];
    const removed = row.action === 'delete';
    return values.map(({ field, value }): FieldChange => ({
      field,
      from: removed ? value : null,
      to: removed ? null : value,
    }));
  });
};

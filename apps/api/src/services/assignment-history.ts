import type { FieldChange } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { companies, roles, users } from '../db/schema';
import type { DescribeRows, HistoryRow } from './record-history';

const idOf = (row: HistoryRow, key: string) => {
  const value = row.details?.[key];
  return typeof value === 'string' ? value : null;
};

/** Names of the companies, users and roles the rows name, in a look-up by primary key each. */
async function namesOf(tx: Tx, rows: readonly HistoryRow[]) {
  const ids = (key: string) => [...new Set(rows.map((r) => idOf(r, key)).filter((id): id is string => id !== null))];
  const [companyIds, userIds, roleIds] = [ids('company_id'), ids('user_id'), ids('role_id')];
  const [companyRows, userRows, roleRows] = await Promise.all([
    companyIds.length
      ? tx
          .select({ id: companies.companyId, name: companies.companyName })
          .from(companies)
          .where(inArray(companies.companyId, companyIds))
      : [],
    userIds.length
      ? tx
          .select({ id: users.id, first: users.first, last: users.last, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    roleIds.length
      ? tx.select({ id: roles.roleId, name: roles.displayName }).from(roles).where(inArray(roles.roleId, roleIds))
      : [],
  ]);
  return {
    company: new Map(companyRows.map((r) => [r.id, r.name])),
    user: new Map(userRows.map((r) => [r.id, [r.first, r.last].filter(Boolean).join(' ') || r.email])),
    role: new Map(roleRows.map((r) => [r.id, r.name])),
  };
}

/**
 * An assignment's entry in words, as field changes: on its user's History (and in the audit log) the
 * company and role given (invited) or taken away (removed), as the user page's Companies card names
 * them; on its company's History the user and the role. Other rows keep theirs.
 */
function describeAssignmentsBy(subject: 'company' | 'user'): DescribeRows {
  return async (tx, rows) => {
    const assignmentRows = rows.filter((r) => r.entity === 'assignment');
    if (!assignmentRows.length) return rows.map(() => null);
    const names = await namesOf(tx, assignmentRows);
    return rows.map((row) => {
      if (row.entity !== 'assignment') return null;
      const named = idOf(row, `${subject}_id`);
      const role = idOf(row, 'role_id');
      const values = [
        ...(named ? [{ field: subject, value: names[subject].get(named) ?? named }] : []),
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
}

/** An assignment on its user's History and in the audit log: the company and the role. */
export const describeAssignments = describeAssignmentsBy('company');
/** An assignment on its company's History: the user and the role. */
export const describeCompanyAssignments = describeAssignmentsBy('user');

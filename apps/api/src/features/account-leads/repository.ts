import type { AccountLeadRow } from '@portal/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accountLeads, assignments, companies, permissions, rolePermissions, roles, users } from '../../db/schema';
import type { PortalDeps } from '../../services/deps';

export type AccountLeadDeps = Pick<PortalDeps, 'db'>;

/** Account leads are assigned at live resellers only: another company's SAP id is unknown here. */
const liveReseller = and(eq(companies.companyType, 'reseller'), isNull(companies.deletedAt));

/** Which of the given reseller SAP ids and e-mails exist (live resellers, users by e-mail). */
export async function findExisting(tx: Tx, sapIds: string[], emails: string[]) {
  const [companyRows, userRows] = await Promise.all([
    sapIds.length
      ? tx
          .select({ sapId: companies.sapId })
          .from(companies)
          .where(and(inArray(companies.sapId, [...new Set(sapIds)]), liveReseller))
      : [],
    emails.length
      ? tx
          .select({ email: users.email })
          .from(users)
          .where(inArray(users.email, [...new Set(emails.map((e) => e.toLowerCase()))]))
      : [],
  ]);
  return { sap_ids: companyRows.map((r) => r.sapId!), emails: userRows.map((r) => r.email) };
}

/** Live resellers by SAP id (SAP id → company id) and users by e-mail (e-mail → user id). */
export async function resellersAndUsers(tx: Tx, sapIds: string[], emails: string[]) {
  const [companyRows, userRows] = await Promise.all([
    tx
      .select({ id: companies.companyId, sapId: companies.sapId })
      .from(companies)
      .where(and(inArray(companies.sapId, sapIds), liveReseller)),
    tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails)),
  ]);
  return {
    companyBySap: new Map(companyRows.map((c) => [c.sapId!, c.id])),
    userByEmail: new Map(userRows.map((u) => [u.email, u.id])),
  };
}

/** A role by name with its type and permission codes (what granting it requires). */
export async function findRole(tx: Tx, roleName: string) {
  const rows = await tx
    .select({ id: roles.roleId, roleType: roles.roleType, code: permissions.permissionCode })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.roleId))
    .leftJoin(permissions, eq(permissions.permissionId, rolePermissions.permissionId))
    .where(eq(roles.roleName, roleName));
  const [first] = rows;
  if (!first) return null;
  return { id: first.id, roleType: first.roleType, codes: rows.flatMap((r) => (r.code ? [r.code] : [])) };
}

/** Records account leads, updating the names of a pair already recorded. */
export async function upsertAccountLeads(tx: Tx, rows: AccountLeadRow[]): Promise<void> {
  await tx
    .insert(accountLeads)
    .values(
      rows.map((r) => ({
        resellerSapId: r.reseller_sap_id,
        newAccountLeadEmail: r.new_account_lead_email,
        newAccountLead: r.new_account_lead ?? null,
        oldAccountLead: r.old_account_lead ?? null,
        resellerName: r.reseller_name ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [accountLeads.resellerSapId, accountLeads.newAccountLeadEmail],
      set: {
        newAccountLead: sql`excluded.new_account_lead`,
        oldAccountLead: sql`excluded.old_account_lead`,
        resellerName: sql`excluded.reseller_name`,
      },
    });
}

/** Inserts assignments, leaving an existing one of the same user and company as it is; returns how many were added. */
export async function addAssignments(
  tx: Tx,
  rows: { userId: string; companyId: string; roleId: string }[],
): Promise<number> {
  const added = await tx
    .insert(assignments)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: assignments.assignmentId });
  return added.length;
}

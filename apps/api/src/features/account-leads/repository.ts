import type { AccountLeadRow } from '@portal/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountLeads, assignments, companies, roles, users } from '../../db/schema';
import { audit } from '../../services/audit';

export const ACCOUNT_LEAD_ROLE = 'sales-representative';

/** Account leads are assigned at live resellers only (L-16): another company's SAP id is unknown here. */
const liveReseller = and(eq(companies.companyType, 'reseller'), isNull(companies.deletedAt));

/** Which of the given reseller SAP ids and e-mails exist (live resellers, users by e-mail). */
export async function findExisting(db: Db, sapIds: string[], emails: string[]) {
  const [companyRows, userRows] = await Promise.all([
    sapIds.length
      ? db
          .select({ sapId: companies.sapId })
          .from(companies)
          .where(and(inArray(companies.sapId, [...new Set(sapIds)]), liveReseller))
      : [],
    emails.length
      ? db
          .select({ email: users.email })
          .from(users)
          .where(inArray(users.email, [...new Set(emails.map((e) => e.toLowerCase()))]))
      : [],
  ]);
  return { sap_ids: companyRows.map((r) => r.sapId!), emails: userRows.map((r) => r.email) };
}

/**
 * Saves one batch in one transaction: each pair whose reseller and user exist is recorded in
 * account_leads and the user is assigned to the reseller as sales representative (unless already
 * assigned there). Pairs naming an unknown reseller or e-mail come back as failures.
 */
export async function saveAccountLeads(db: Db, rows: AccountLeadRow[], actorId: string, requestId: string) {
  return db.transaction(async (tx) => {
    const sapIds = [...new Set(rows.map((r) => r.reseller_sap_id))];
    const emails = [...new Set(rows.map((r) => r.new_account_lead_email))];
    const [companyRows, userRows, [role]] = await Promise.all([
      tx
        .select({ id: companies.companyId, sapId: companies.sapId })
        .from(companies)
        .where(and(inArray(companies.sapId, sapIds), liveReseller)),
      tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails)),
      tx.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, ACCOUNT_LEAD_ROLE)),
    ]);
    if (!role) throw new Error(`Role ${ACCOUNT_LEAD_ROLE} is missing`);
    const companyBySap = new Map(companyRows.map((c) => [c.sapId!, c.id]));
    const userByEmail = new Map(userRows.map((u) => [u.email, u.id]));

    const success: AccountLeadRow[] = [];
    const failure: { reseller_sap_id: string; new_account_lead_email: string }[] = [];
    for (const row of rows) {
      if (companyBySap.has(row.reseller_sap_id) && userByEmail.has(row.new_account_lead_email)) success.push(row);
      else failure.push({ reseller_sap_id: row.reseller_sap_id, new_account_lead_email: row.new_account_lead_email });
    }
    if (success.length) {
      await tx
        .insert(accountLeads)
        .values(
          success.map((r) => ({
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
      // One row per (user, company); an existing assignment there is left as it is.
      const pairs = new Map(
        success.map((r) => {
          const userId = userByEmail.get(r.new_account_lead_email)!;
          const companyId = companyBySap.get(r.reseller_sap_id)!;
          return [`${userId}|${companyId}`, { userId, companyId, roleId: role.id }];
        }),
      );
      const added = await tx
        .insert(assignments)
        .values([...pairs.values()])
        .onConflictDoNothing()
        .returning({ id: assignments.assignmentId });
      await audit(tx, {
        userId: actorId,
        action: 'update-eal-accounts',
        entity: 'account_lead',
        requestId,
        details: { saved: success.length, assignments_added: added.length, failed: failure.length },
      });
    }
    return {
      success_assignments: success.map((r) => ({
        reseller_sap_id: r.reseller_sap_id,
        new_account_lead_email: r.new_account_lead_email,
      })),
      failuer_assignments: failure,
    };
  });
}

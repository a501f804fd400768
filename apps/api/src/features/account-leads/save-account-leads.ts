import { ACCOUNT_LEAD_TEXTS, canGrantRole, type AccountLeadRow, type RoleType } from '@portal/domain';
import { forbidden } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { addAssignments, findRole, resellersAndUsers, upsertAccountLeads, type AccountLeadDeps } from './repository';

export const ACCOUNT_LEAD_ROLE = 'sales-representative';

/**
 * Saves one batch in one transaction: each pair whose reseller and user exist is recorded in
 * account_leads and the user is assigned to the reseller as sales representative (unless already
 * assigned there). Pairs naming an unknown reseller or e-mail come back as failures. The upload is
 * open to create-scale-ticket holders, but granting the role is an invite: a batch with a pair the
 * actor could not invite (canGrantRole at that reseller) is refused whole.
 */
export const saveAccountLeads = (async ({ db }, { actor, audit }, rows) => {
  return db.transaction(async (tx) => {
    const sapIds = [...new Set(rows.map((r) => r.reseller_sap_id))];
    const emails = [...new Set(rows.map((r) => r.new_account_lead_email))];
    const [{ companyBySap, userByEmail }, role] = await Promise.all([
      resellersAndUsers(tx, sapIds, emails),
      findRole(tx, ACCOUNT_LEAD_ROLE),
    ]);
    if (!role) throw new Error(`Role ${ACCOUNT_LEAD_ROLE} is missing`);
    const roleId = role.id;

    const success: AccountLeadRow[] = [];
    const failure: { reseller_sap_id: string; new_account_lead_email: string }[] = [];
    for (const row of rows) {
      if (companyBySap.has(row.reseller_sap_id) && userByEmail.has(row.new_account_lead_email)) success.push(row);
      else failure.push({ reseller_sap_id: row.reseller_sap_id, new_account_lead_email: row.new_account_lead_email });
    }
    const mayGrant = (r: AccountLeadRow) =>
      canGrantRole(actor.access, {
        actorUserId: actor.userId,
        userId: userByEmail.get(r.new_account_lead_email)!,
        companyId: companyBySap.get(r.reseller_sap_id)!,
        roleType: role.roleType as RoleType,
        codes: role.codes,
      });
    const refused = success.find((r) => !mayGrant(r));
    if (refused)
      throw forbidden(ACCOUNT_LEAD_TEXTS.mayNotGrant(refused.new_account_lead_email, refused.reseller_sap_id));
    if (success.length) {
      await upsertAccountLeads(tx, success);
      // One row per (user, company); an existing assignment there is left as it is.
      const pairs = new Map(
        success.map((r) => {
          const userId = userByEmail.get(r.new_account_lead_email)!;
          const companyId = companyBySap.get(r.reseller_sap_id)!;
          return [`${userId}|${companyId}`, { userId, companyId, roleId }];
        }),
      );
      const added = await addAssignments(tx, [...pairs.values()]);
      await audit(tx, {
        action: 'update-eal-accounts',
        entity: 'account_lead',
        details: { saved: success.length, assignments_added: added, failed: failure.length },
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
}) satisfies Service<AccountLeadDeps, AccountLeadRow[]>;

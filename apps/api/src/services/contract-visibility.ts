import { ANY_COMPANY, checkAccess } from '@portal/domain';
import { and, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { contracts, stewardshipActivities, stewardshipStewards } from '../db/schema';
import type { Actor } from '../plugins/actor';

/** The companies the actor is assigned to (every assignment, whatever its permissions). */
export function assignedCompanyIds(actor: Actor): string[] {
  return Object.keys(actor.companyPermissions);
}

/** Whether the actor sees every contract: admins and holders of all-steward. */
export function seesEveryContract(actor: Actor): boolean {
  return actor.roleType === 'admin' || checkAccess(actor.access, ANY_COMPANY, 'all-steward') === 'success';
}

/**
 * The contracts an actor may see, as a condition on `contracts` (spec 2, §2 Visibility). It goes
 * into the query (row scoping); deleted contracts are never visible.
 * - admins and all-steward: every contract;
 * - everyone else: contracts whose reseller, grain receiver or 3PO is one of their assigned
 *   companies. Sales representatives and district managers are assigned at the resellers they
 *   cover, so this is "the contracts of their linked resellers";
 * - stewards (is-steward) also see the contracts of the stewardship activities they steward.
 */
export function visibleContracts(actor: Actor): SQL {
  const live = isNull(contracts.deletedAt);
  if (seesEveryContract(actor)) return live;
  const companies = assignedCompanyIds(actor);
  const scopes: SQL[] = [];
  if (companies.length) {
    scopes.push(
      or(
        inArray(contracts.externalReferenceId, companies),
        inArray(contracts.grainReceiverId, companies),
        inArray(contracts.thirdPartyOperatorId, companies),
      )!,
    );
  }
  if (checkAccess(actor.access, ANY_COMPANY, 'is-steward') === 'success') {
    scopes.push(
      sql`${contracts.contractId} in (select ${stewardshipActivities.contractId} from ${stewardshipActivities}
        join ${stewardshipStewards} on ${stewardshipStewards.stewardshipActivityId} = ${stewardshipActivities.stewardshipActivityId}
        where ${stewardshipStewards.userId} = ${actor.userId})`,
    );
  }
  if (!scopes.length) return sql`false`;
  return and(live, or(...scopes))!;
}

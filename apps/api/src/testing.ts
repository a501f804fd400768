/**
 * The API's entry for browser tests (`@portal/api/testing`): the test portal, and named seeds and reads
 * for the rows a test arranges or checks, so e2e specs never import the schema or drizzle.
 * Each function takes the portal's `Db` (`portal.app.deps.db`) first; rows are arranged with the `buildX`
 * factories of `test/factories/`, which the API tests use too.
 */
import { and, asc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { TestOidcClient, TestOidcProvider } from '../test/oidc-provider';
import type { Db } from './db/client';
import {
  accountLeads,
  assignments,
  companies,
  companyTraining,
  contracts,
  contractTemplates,
  fields,
  growers,
  outbox,
  plantingAndHarvestDates,
  productionPlans,
  programAssignments,
  programs,
  rolePermissions,
  roles,
  scaleTickets,
  settings,
  stewardshipActivities,
  stewardshipFields,
  storageLocations,
  surveyCodes,
  trainingVideos,
  users,
} from './db/schema';

export { createTestPortal, DEMO, DEMO_PASSWORD, signIn, type TestPortal } from '../test/portal';
export {
  buildCompanies,
  buildCompany,
  buildContract,
  buildContracts,
  buildGrower,
  buildLink,
  buildPlan,
  buildProgramAssignment,
  buildScaleTicket,
  buildScaleTickets,
} from '../test/factories';
export { totp } from '../test/totp';
export type { TestOidcProvider };

/** A local OIDC provider for SSO tests, loaded on first use (oidc-provider is heavy and warns on import). */
export async function startOidcProvider(clients: TestOidcClient[]): Promise<TestOidcProvider> {
  const { startOidcProvider: start } = await import('../test/oidc-provider');
  return start(clients);
}

const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

// Companies

/** Every company's id by its name (deleted ones included). */
export async function companyIdsByName(db: Db): Promise<Record<string, string>> {
  const rows = await db.select({ id: companies.companyId, name: companies.companyName }).from(companies);
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

export const companyByName = (db: Db, name: string) =>
  first(db.select().from(companies).where(eq(companies.companyName, name)));

export const companyBySapId = (db: Db, sapId: string) =>
  first(db.select().from(companies).where(eq(companies.sapId, sapId)));

export const countActiveCompanies = (db: Db) => db.$count(companies, isNull(companies.deletedAt));

// Users, roles and settings

export const userByEmail = (db: Db, email: string) => first(db.select().from(users).where(eq(users.email, email)));

/** A user's assignments; `companyId: null` keeps the company-less (admin) ones only. */
export const assignmentsOfUser = (db: Db, userId: string, options: { companyId?: string | null } = {}) =>
  db
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.userId, userId),
        options.companyId === null
          ? isNull(assignments.companyId)
          : options.companyId === undefined
            ? undefined
            : eq(assignments.companyId, options.companyId),
      ),
    );

export const roleByName = (db: Db, roleName: string) =>
  first(db.select().from(roles).where(eq(roles.roleName, roleName)));

export const permissionsOfRole = (db: Db, roleId: string) =>
  db.select().from(rolePermissions).where(eq(rolePermissions.roleId, roleId));

/** The programme's sales year setting. */
export async function salesYearSetting(db: Db): Promise<number> {
  const row = await first(db.select().from(settings).where(eq(settings.key, 'sales_year')));
  return Number(row?.value);
}

export async function setSalesYearSetting(db: Db, year: number): Promise<void> {
  await db.update(settings).set({ value: year }).where(eq(settings.key, 'sales_year'));
}

export const plantingDatesOfYear = (db: Db, year: number) =>
  first(db.select().from(plantingAndHarvestDates).where(eq(plantingAndHarvestDates.selectedYear, year)));

/** The messages the outbox holds for a recipient, optionally of one kind (e.g. 'verify-email'). */
export const outboxTo = (db: Db, recipient: string, kind?: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), kind === undefined ? undefined : eq(outbox.kind, kind)));

/** Every outbox message of a kind, oldest first. */
export const outboxOfKind = (db: Db, kind: string) =>
  db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(outbox.created);

export const allAccountLeads = (db: Db) => db.select().from(accountLeads);

// Growers

export const growerByName = (db: Db, name: string) =>
  first(db.select().from(growers).where(eq(growers.growerName, name)));

export const growerBySapId = (db: Db, sapId: string) =>
  first(db.select().from(growers).where(eq(growers.sapId, sapId)));

export const fieldsOfGrower = (db: Db, growerId: string) =>
  db.select().from(fields).where(eq(fields.growerId, growerId));

export const storageOfGrower = (db: Db, growerId: string) =>
  db.select().from(storageLocations).where(eq(storageLocations.growerId, growerId));

// Production plans and programmes

export const plansOfCompany = (db: Db, companyId: string) =>
  db.select().from(productionPlans).where(eq(productionPlans.companyId, companyId));

export const planById = (db: Db, productionPlanId: string) =>
  first(db.select().from(productionPlans).where(eq(productionPlans.productionPlanId, productionPlanId)));

/** Changes the plan with this inventory code (e.g. to move it to another year for a while). */
export async function updatePlanByInventoryCode(
  db: Db,
  inventoryCode: string,
  values: Partial<typeof productionPlans.$inferInsert>,
): Promise<void> {
  await db.update(productionPlans).set(values).where(eq(productionPlans.inventoryCode, inventoryCode));
}

export async function deletePlanByInventoryCode(db: Db, inventoryCode: string): Promise<void> {
  await db.delete(productionPlans).where(eq(productionPlans.inventoryCode, inventoryCode));
}

export const templatesOfPlan = (db: Db, productionPlanId: string) =>
  db.select().from(contractTemplates).where(eq(contractTemplates.productionPlanId, productionPlanId));

export const programByName = (db: Db, programName: string) =>
  first(db.select().from(programs).where(eq(programs.programName, programName)));

export const allProgramAssignments = (db: Db) => db.select().from(programAssignments);

/** Removes every programme (and its assignments). */
export async function deleteAllPrograms(db: Db): Promise<void> {
  await db.delete(programAssignments);
  await db.delete(programs);
}

// Training and surveys

export const companyTrainingOf = (db: Db, companySapId: string, trainingYear: number) =>
  first(
    db
      .select()
      .from(companyTraining)
      .where(and(eq(companyTraining.companySapId, companySapId), eq(companyTraining.trainingYear, trainingYear))),
  );

export const surveyCodeByCode = (db: Db, code: string) =>
  first(db.select().from(surveyCodes).where(eq(surveyCodes.code, code)));

export const trainingVideoOfYear = (db: Db, trainingYear: number) =>
  first(db.select().from(trainingVideos).where(eq(trainingVideos.trainingYear, trainingYear)));

// Contracts

export const contractById = (db: Db, contractId: string) =>
  first(db.select().from(contracts).where(eq(contracts.contractId, contractId)));

/** The oldest contract of a grain receiver in a state (the 3PO's contracts name their receiver too). */
export const contractOfReceiverInState = (
  db: Db,
  grainReceiverId: string,
  contractState: (typeof contracts.$inferSelect)['contractState'],
) =>
  first(
    db
      .select()
      .from(contracts)
      .where(and(eq(contracts.grainReceiverId, grainReceiverId), eq(contracts.contractState, contractState)))
      .orderBy(asc(contracts.created)),
  );

/** The oldest contract of a grower (by name) in a state. */
export const contractOfGrowerInState = (
  db: Db,
  growerName: string,
  contractState: (typeof contracts.$inferSelect)['contractState'],
) =>
  first(
    db
      .select({ contractId: contracts.contractId })
      .from(contracts)
      .innerJoin(growers, eq(growers.growerId, contracts.growerId))
      .where(and(eq(growers.growerName, growerName), eq(contracts.contractState, contractState)))
      .orderBy(asc(contracts.created)),
  );

/** How many tickets a plan holds (a large upload's count, beyond what one list page shows). */
export const countTicketsOfPlan = (db: Db, productionPlanId: string) =>
  db.$count(scaleTickets, eq(scaleTickets.productionPlanId, productionPlanId));

// Scale tickets

/**
 * The completed and amendment_completed contracts of a company's plans in a year (the contracts
 * tickets are delivered against; the demo seeds tickets and harvests for those of the sales year).
 */
export const deliverableContractsOfCompany = (db: Db, companyId: string, contractYear: number) =>
  db
    .select({
      contractId: contracts.contractId,
      newContractId: contracts.newContractId,
      growerName: growers.growerName,
      productionPlanId: productionPlans.productionPlanId,
      inventoryCode: productionPlans.inventoryCode,
    })
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, contracts.productionPlanId))
    .where(
      and(
        eq(productionPlans.companyId, companyId),
        eq(productionPlans.contractYear, contractYear),
        inArray(contracts.contractState, ['completed', 'amendment_completed']),
      ),
    )
    .orderBy(asc(contracts.created));

/** The first plan of a company in a year that has deliverable contracts, or undefined. */
export async function planWithDeliverableContracts(db: Db, companyId: string, contractYear: number) {
  const [row] = await deliverableContractsOfCompany(db, companyId, contractYear);
  return row ? { productionPlanId: row.productionPlanId, inventoryCode: row.inventoryCode } : undefined;
}

/** How many tickets a plan holds (all of them, zero-outs included). */
export const ticketCountOfPlan = (db: Db, productionPlanId: string) =>
  db.$count(scaleTickets, eq(scaleTickets.productionPlanId, productionPlanId));

/** The stored tickets of a plan whose number contains the text (case-insensitive). */
export const ticketsOfPlanByNumber = (db: Db, productionPlanId: string, numberContains: string) =>
  db
    .select()
    .from(scaleTickets)
    .where(
      and(
        eq(scaleTickets.productionPlanId, productionPlanId),
        ilike(scaleTickets.scaleTicketNumber, `%${numberContains}%`),
      ),
    );

/** Removes a plan's tickets whose number contains the text (a browser test's clean-up); returns how many. */
export async function deleteTicketsOfPlanByNumber(db: Db, productionPlanId: string, numberContains: string) {
  const rows = await db
    .delete(scaleTickets)
    .where(
      and(
        eq(scaleTickets.productionPlanId, productionPlanId),
        ilike(scaleTickets.scaleTicketNumber, `%${numberContains}%`),
      ),
    )
    .returning({ id: scaleTickets.scaleTicketId });
  return rows.length;
}

/** The contract's recorded harvest becomes one field of `totalHarvest` bushels (the inventory's harvested). */
export async function recordHarvest(db: Db, contractId: string, totalHarvest: number): Promise<void> {
  const contract = (await contractById(db, contractId))!;
  const [activity] = await db
    .insert(stewardshipActivities)
    .values({ contractId, externalReferenceId: contract.grainReceiverId, harvestYear: contract.contractYear })
    .onConflictDoUpdate({ target: stewardshipActivities.contractId, set: { modified: new Date() } })
    .returning();
  const activityId = activity!.stewardshipActivityId;
  await db.delete(stewardshipFields).where(eq(stewardshipFields.stewardshipActivityId, activityId));
  await db.insert(stewardshipFields).values({
    stewardshipActivityId: activityId,
    fieldId: crypto.randomUUID(),
    fieldName: 'North 40',
    acres: 40,
    harvest: {
      total_harvest: String(totalHarvest),
      unit_type: 'bushels',
      harvest_date: `${contract.contractYear}-11-15`,
    },
  });
}

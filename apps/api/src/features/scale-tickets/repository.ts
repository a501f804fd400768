import type { ScaleTicket, ScaleTicketFields, ScaleTicketInput, TicketIdentity } from '@portal/domain';
import { and, asc, desc, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { companies, productionPlans, scaleTickets } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Actor } from '../../plugins/actor';
import { visibleCompanies } from '../../services/company-scope';
import type { PortalDeps } from '../../services/deps';
import { versionOf, type VersionedRecord } from '../../services/record-version';

export type TicketDeps = Pick<PortalDeps, 'db'>;

export const isDuplicateTicket = (error: unknown) => isUniqueViolation(error, 'scale_tickets_identity_uq');

/** A plan as the ticket rules need it: its company (the receiver) decides every permission. */
export type TicketPlan = {
  production_plan_id: string;
  company_id: string;
  contract_year: number;
  inventory_code: string;
};

export function findPlans(tx: Tx, planIds: readonly string[]): Promise<TicketPlan[]> {
  return tx
    .select({
      production_plan_id: productionPlans.productionPlanId,
      company_id: productionPlans.companyId,
      contract_year: productionPlans.contractYear,
      inventory_code: productionPlans.inventoryCode,
    })
    .from(productionPlans)
    .where(inArray(productionPlans.productionPlanId, [...planIds]));
}

/** Whether the actor may see the company (an assignment there, or read-company anywhere). */
export async function isCompanyVisible(tx: Tx, actor: Actor, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: companies.companyId })
    .from(companies)
    .where(and(eq(companies.companyId, companyId), visibleCompanies(actor)));
  return Boolean(row);
}

const ticketColumns = {
  scale_ticket_id: scaleTickets.scaleTicketId,
  scale_ticket_number: scaleTickets.scaleTicketNumber,
  scale_ticket_date: scaleTickets.scaleTicketDate,
  grower_name: scaleTickets.growerName,
  original_new_contract_id: scaleTickets.originalNewContractId,
  contract_id: scaleTickets.contractId,
  bill_of_landing_number: scaleTickets.billOfLandingNumber,
  gross_quantity: scaleTickets.grossQuantity,
  net_quantity: scaleTickets.netQuantity,
  test_weight: scaleTickets.testWeight,
  moisture: scaleTickets.moisture,
  damage: scaleTickets.damage,
  foreign_material: scaleTickets.foreignMaterial,
  rapid_visco_analyzer: sql<0 | 1>`${scaleTickets.rapidViscoAnalyzer}`.mapWith((v) => (Number(v) ? 1 : 0) as 0 | 1),
  gross_lbs: scaleTickets.grossLbs,
  tar_lbs: scaleTickets.tarLbs,
  net_lbs: scaleTickets.netLbs,
  notes: scaleTickets.notes,
  production_plan_id: scaleTickets.productionPlanId,
  external_reference_id: scaleTickets.externalReferenceId,
  is_zeroout: scaleTickets.isZeroout,
  original_production_plan_inventory_code: scaleTickets.originalProductionPlanInventoryCode,
  original_production_plan_id: scaleTickets.originalProductionPlanId,
  original_contract_id: scaleTickets.originalContractId,
  original_grower_name: scaleTickets.originalGrowerName,
  original_selected_type: scaleTickets.originalSelectedType,
  grain_receiver: companies.companyName,
  production_plan_year: productionPlans.contractYear,
  inventory_code: productionPlans.inventoryCode,
  created: sql<string>`to_char(${scaleTickets.created} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  version: versionOf(scaleTickets),
};

/** A ticket is edited on the version its row had when read. */
export const TICKET_RECORD: VersionedRecord = {
  table: scaleTickets,
  id: scaleTickets.scaleTicketId,
  entity: 'scale_ticket',
};

export type TicketFilter = {
  production_plan_id?: string;
  contract_id?: string;
  company_id?: string;
  scale_ticket_id?: string;
  year?: number;
  search?: string;
  hide_zeroout?: boolean;
};

/** The tickets of a plan, a contract, a company's year or one ticket, only at companies the actor sees; newest first. */
export async function listTickets(
  tx: Tx,
  actor: Actor,
  filter: TicketFilter,
  page: { offset: number; limit: number },
): Promise<ScaleTicket[]> {
  const where: SQL[] = [visibleCompanies(actor)];
  if (filter.production_plan_id) where.push(eq(scaleTickets.productionPlanId, filter.production_plan_id));
  if (filter.contract_id) where.push(eq(scaleTickets.contractId, filter.contract_id));
  if (filter.company_id) where.push(eq(scaleTickets.externalReferenceId, filter.company_id));
  if (filter.scale_ticket_id) where.push(eq(scaleTickets.scaleTicketId, filter.scale_ticket_id));
  if (filter.year) where.push(eq(productionPlans.contractYear, filter.year));
  if (filter.hide_zeroout) {
    where.push(not(scaleTickets.isZeroout), not(ilike(scaleTickets.scaleTicketNumber, '%zeroout%')));
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    where.push(
      or(
        ilike(scaleTickets.scaleTicketNumber, pattern),
        ilike(scaleTickets.growerName, pattern),
        ilike(scaleTickets.billOfLandingNumber, pattern),
      )!,
    );
  }
  return tx
    .select(ticketColumns)
    .from(scaleTickets)
    .innerJoin(companies, eq(companies.companyId, scaleTickets.externalReferenceId))
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, scaleTickets.productionPlanId))
    .where(and(...where))
    .orderBy(desc(scaleTickets.scaleTicketDate), asc(scaleTickets.scaleTicketNumber), asc(scaleTickets.scaleTicketId))
    .offset(page.offset)
    .limit(page.limit);
}

export async function findTicket(tx: Tx, ticketId: string): Promise<ScaleTicket | undefined> {
  const [row] = await tx
    .select(ticketColumns)
    .from(scaleTickets)
    .innerJoin(companies, eq(companies.companyId, scaleTickets.externalReferenceId))
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, scaleTickets.productionPlanId))
    .where(eq(scaleTickets.scaleTicketId, ticketId));
  return row;
}

/** The stored tickets (id, plan, whether a transfer or zero-out) of the given ids. */
/** What a delete checks of a stored ticket: its plan's company, and whether it adjusts the inventory. */
export type TicketRef = Pick<
  ScaleTicket,
  | 'scale_ticket_id'
  | 'production_plan_id'
  | 'contract_id'
  | 'scale_ticket_number'
  | 'scale_ticket_date'
  | 'bill_of_landing_number'
  | 'is_zeroout'
  | 'gross_quantity'
  | 'net_quantity'
  | 'gross_lbs'
  | 'tar_lbs'
  | 'net_lbs'
  | 'original_production_plan_inventory_code'
  | 'original_production_plan_id'
  | 'original_contract_id'
  | 'original_grower_name'
  | 'original_selected_type'
> & { company_id: string };

const refColumns = {
  scale_ticket_id: scaleTickets.scaleTicketId,
  production_plan_id: scaleTickets.productionPlanId,
  contract_id: scaleTickets.contractId,
  scale_ticket_number: scaleTickets.scaleTicketNumber,
  scale_ticket_date: scaleTickets.scaleTicketDate,
  bill_of_landing_number: scaleTickets.billOfLandingNumber,
  is_zeroout: scaleTickets.isZeroout,
  gross_quantity: scaleTickets.grossQuantity,
  net_quantity: scaleTickets.netQuantity,
  gross_lbs: scaleTickets.grossLbs,
  tar_lbs: scaleTickets.tarLbs,
  net_lbs: scaleTickets.netLbs,
  original_production_plan_inventory_code: scaleTickets.originalProductionPlanInventoryCode,
  original_production_plan_id: scaleTickets.originalProductionPlanId,
  original_contract_id: scaleTickets.originalContractId,
  original_grower_name: scaleTickets.originalGrowerName,
  original_selected_type: scaleTickets.originalSelectedType,
  company_id: productionPlans.companyId,
};

export function findTicketRefs(tx: Tx, ticketIds: readonly string[]): Promise<TicketRef[]> {
  return tx
    .select(refColumns)
    .from(scaleTickets)
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, scaleTickets.productionPlanId))
    .where(inArray(scaleTickets.scaleTicketId, [...ticketIds]));
}

/**
 * The other side of a transfer: the ticket posted with it on the other contract (same number, date
 * and BOL; each side's original_* fields name the other), or undefined (a transfer stored before
 * both sides were posted).
 */
export async function findTransferSide(
  tx: Tx,
  ticket: Pick<
    TicketRef,
    | 'scale_ticket_id'
    | 'contract_id'
    | 'scale_ticket_number'
    | 'scale_ticket_date'
    | 'original_production_plan_id'
    | 'original_contract_id'
  >,
): Promise<TicketRef | undefined> {
  if (!ticket.original_contract_id || !ticket.original_production_plan_id || !ticket.contract_id) return undefined;
  const [row] = await tx
    .select(refColumns)
    .from(scaleTickets)
    .innerJoin(productionPlans, eq(productionPlans.productionPlanId, scaleTickets.productionPlanId))
    .where(
      and(
        eq(scaleTickets.productionPlanId, ticket.original_production_plan_id),
        eq(scaleTickets.contractId, ticket.original_contract_id),
        eq(scaleTickets.originalContractId, ticket.contract_id),
        eq(scaleTickets.scaleTicketNumber, ticket.scale_ticket_number),
        eq(scaleTickets.scaleTicketDate, ticket.scale_ticket_date),
        not(eq(scaleTickets.scaleTicketId, ticket.scale_ticket_id)),
      ),
    );
  return row;
}

type Readings = Pick<
  ScaleTicketFields,
  | 'bill_of_landing_number'
  | 'gross_quantity'
  | 'net_quantity'
  | 'test_weight'
  | 'moisture'
  | 'damage'
  | 'foreign_material'
  | 'rapid_visco_analyzer'
  | 'gross_lbs'
  | 'tar_lbs'
  | 'net_lbs'
>;

/** A ticket's quantities and readings as columns: what an edit and a transfer's other side both write. */
const readingColumns = (fields: Readings) => ({
  billOfLandingNumber: fields.bill_of_landing_number,
  grossQuantity: fields.gross_quantity,
  netQuantity: fields.net_quantity,
  testWeight: fields.test_weight,
  moisture: fields.moisture,
  damage: fields.damage,
  foreignMaterial: fields.foreign_material,
  rapidViscoAnalyzer: fields.rapid_visco_analyzer,
  grossLbs: fields.gross_lbs,
  tarLbs: fields.tar_lbs,
  netLbs: fields.net_lbs,
});

/** Sets the quantities and readings of a transfer's other side (its contract and identity stay). */
export async function updateTransferSide(tx: Tx, ticketId: string, fields: Readings): Promise<void> {
  await tx.update(scaleTickets).set(readingColumns(fields)).where(eq(scaleTickets.scaleTicketId, ticketId));
}

/** The stored identities (bol, date, grower, number) of a plan among the given ticket numbers. */
export function findIdentities(
  tx: Tx,
  planId: string,
  numbers: readonly string[],
): Promise<(TicketIdentity & { production_plan_id: string })[]> {
  return tx
    .select({
      production_plan_id: scaleTickets.productionPlanId,
      bill_of_landing_number: scaleTickets.billOfLandingNumber,
      scale_ticket_date: scaleTickets.scaleTicketDate,
      grower_name: scaleTickets.growerName,
      scale_ticket_number: scaleTickets.scaleTicketNumber,
    })
    .from(scaleTickets)
    .where(
      and(
        eq(scaleTickets.productionPlanId, planId),
        // one jsonb parameter: a season's file has more numbers than a statement may have parameters
        sql`${scaleTickets.scaleTicketNumber} in (select jsonb_array_elements_text(${JSON.stringify([...new Set(numbers)])}::jsonb))`,
      ),
    );
}

export type NewTicket = ScaleTicketInput & { contract_id: string | null };

/** The columns of one stored row, in the order the insert names them. */
const INSERT_COLUMNS = [
  ['scale_ticket_number', 'text'],
  ['scale_ticket_date', 'date'],
  ['grower_name', 'text'],
  ['original_new_contract_id', 'text'],
  ['contract_id', 'uuid'],
  ['bill_of_landing_number', 'text'],
  ['gross_quantity', 'double precision'],
  ['net_quantity', 'double precision'],
  ['test_weight', 'double precision'],
  ['moisture', 'double precision'],
  ['damage', 'double precision'],
  ['foreign_material', 'double precision'],
  ['rapid_visco_analyzer', 'smallint'],
  ['gross_lbs', 'double precision'],
  ['tar_lbs', 'double precision'],
  ['net_lbs', 'double precision'],
  ['notes', 'text'],
  ['production_plan_id', 'uuid'],
  ['external_reference_id', 'uuid'],
  ['is_zeroout', 'boolean'],
  ['original_production_plan_inventory_code', 'text'],
  ['original_production_plan_id', 'uuid'],
  ['original_contract_id', 'uuid'],
  ['original_grower_name', 'text'],
  ['original_selected_type', 'text'],
] as const;

const insertNames = sql.raw(INSERT_COLUMNS.map(([name]) => name).join(', '));
const recordType = sql.raw(INSERT_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '));

/**
 * Stores every ticket in one statement: the rows travel as one jsonb parameter (a 10,000-row file
 * would exceed PostgreSQL's 65,535 bind parameters as a VALUES list). Returns the ids in order.
 */
export async function insertTickets(tx: Tx, tickets: readonly NewTicket[]): Promise<string[]> {
  const rows = tickets.map((t) =>
    Object.fromEntries(
      INSERT_COLUMNS.map(([name]) => {
        const value = (t as Record<string, unknown>)[name];
        return [name, name === 'is_zeroout' ? Boolean(value) : (value ?? null)];
      }),
    ),
  );
  const result = await tx.execute<{ scale_ticket_id: string }>(
    sql`insert into ${scaleTickets} (${insertNames})
        select ${insertNames} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${recordType})
        returning scale_ticket_id`,
  );
  const list = Array.isArray(result) ? result : (result as { rows: { scale_ticket_id: string }[] }).rows;
  return list.map((row) => row.scale_ticket_id);
}

/** The editable fields of a ticket (number, date and grower stay as stored). */
export async function updateTicket(
  tx: Tx,
  ticketId: string,
  fields: Omit<ScaleTicketFields, 'scale_ticket_number' | 'scale_ticket_date' | 'grower_name'> & {
    contract_id: string | null;
  },
): Promise<void> {
  await tx
    .update(scaleTickets)
    .set({
      originalNewContractId: fields.original_new_contract_id ?? null,
      contractId: fields.contract_id,
      ...readingColumns(fields),
      notes: fields.notes ?? null,
    })
    .where(eq(scaleTickets.scaleTicketId, ticketId));
}

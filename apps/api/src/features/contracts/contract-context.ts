import type { ContractContext, CreateContractPayload } from '@portal/domain';
import { payloadContractYear } from '@portal/domain';
import { and, asc, count, eq, inArray, isNull, or, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  companies,
  companyTraining,
  contractTemplates,
  farms,
  fields,
  growers,
  linkedCompanies,
  monthlyUnits,
  productionPlans,
  storageLocations,
} from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type GrowerRow = typeof growers.$inferSelect;
export type PlanRow = typeof productionPlans.$inferSelect;
export type TemplateRow = typeof contractTemplates.$inferSelect;

/** Everything the server reads to check and build a contract from a create payload. */
export type CreateContext = {
  receiver: CompanyRow | null;
  operator: CompanyRow | null;
  reseller: CompanyRow | null;
  grower: GrowerRow | null;
  /**
   * The plan the contract draws on, for the contract year: the grain receiver's, or with a 3PO the
   * 3PO's own (the receiver's only when the two companies are linked, H-1).
   */
  plan: PlanRow | null;
  /** Whether two of the parties' companies are linked (linked_companies, either order). */
  linked: (a: string | null | undefined, b: string | null | undefined) => boolean;
  templates: TemplateRow[];
  checks: ContractContext;
  /** Ids of the grower's own fields and storage locations, with their farms. */
  growerFieldIds: Set<string>;
  growerStorageIds: Set<string>;
  farmNames: Map<string, string>;
};

async function company(tx: Tx, id: string | null | undefined, types: string[]): Promise<CompanyRow | null> {
  if (!id) return null;
  const [row] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.companyId, id), inArray(companies.companyType, types), isNull(companies.deletedAt)));
  return row ?? null;
}

/** Reads the parties, plan, templates, training and plan months a create payload refers to. */
export async function loadCreateContext(tx: Tx, payload: CreateContractPayload): Promise<CreateContext> {
  const year = payloadContractYear(payload);
  const [receiver, operator, reseller] = await Promise.all([
    company(tx, payload.grain_receiver_details?.grain_receiver_id, ['grain-receiver', '3PO']),
    company(tx, payload.third_party_operator_id, ['3PO']),
    company(tx, payload.reseller_details?.reseller_id, ['reseller']),
  ]);
  const growerId = payload.grower_details?.grower_id;
  const [grower] = growerId ? await tx.select().from(growers).where(eq(growers.growerId, growerId)) : [];

  const partyIds = [receiver, operator, reseller].flatMap((c) => (c ? [c.companyId] : []));
  const links =
    partyIds.length > 1
      ? await tx
          .select({ a: linkedCompanies.companyId1, b: linkedCompanies.companyId2 })
          .from(linkedCompanies)
          .where(and(inArray(linkedCompanies.companyId1, partyIds), inArray(linkedCompanies.companyId2, partyIds)))
      : [];
  const linked = (a: string | null | undefined, b: string | null | undefined) =>
    Boolean(a && b && links.some((l) => (l.a === a && l.b === b) || (l.a === b && l.b === a)));

  const planOwners = operator
    ? [operator.companyId, ...(linked(operator.companyId, receiver?.companyId) ? [receiver!.companyId] : [])]
    : receiver
      ? [receiver.companyId]
      : [];
  const plans = planOwners.length
    ? await tx
        .select()
        .from(productionPlans)
        .where(inArray(productionPlans.companyId, planOwners))
        .orderBy(asc(productionPlans.contractYear))
    : [];
  const ofYear = plans.filter((p) => p.contractYear === year);
  const plan = payload.production_plan_id
    ? (ofYear.find((p) => p.productionPlanId === payload.production_plan_id) ?? null)
    : (ofYear.find((p) => p.companyId === operator?.companyId) ?? ofYear[0] ?? null);

  const [templates, months, training, growerFields, growerStorage] = await Promise.all([
    plan
      ? tx.select().from(contractTemplates).where(eq(contractTemplates.productionPlanId, plan.productionPlanId))
      : [],
    plan
      ? tx
          .selectDistinct({ month: monthlyUnits.month, year: monthlyUnits.year })
          .from(monthlyUnits)
          .where(
            and(
              eq(monthlyUnits.productionPlanId, plan.productionPlanId),
              or(gt(monthlyUnits.availableAcres, 0), gt(monthlyUnits.availableUnits, 0)),
            ),
          )
          .orderBy(asc(monthlyUnits.year), asc(monthlyUnits.month))
      : [],
    reseller?.sapId && year
      ? tx
          .select({ n: count() })
          .from(companyTraining)
          .where(
            and(
              eq(companyTraining.companySapId, reseller.sapId),
              eq(companyTraining.trainingYear, year),
              eq(companyTraining.active, true),
            ),
          )
      : [{ n: 0 }],
    grower
      ? tx
          .select({ id: fields.fieldId, farmId: farms.farmId, farmName: farms.farmName })
          .from(fields)
          .innerJoin(farms, eq(farms.farmId, fields.farmId))
          .where(eq(fields.growerId, grower.growerId))
      : [],
    grower
      ? tx
          .select({ id: storageLocations.storageLocationId })
          .from(storageLocations)
          .where(eq(storageLocations.growerId, grower.growerId))
      : [],
  ]);

  return {
    receiver,
    operator,
    reseller,
    grower: grower ?? null,
    plan,
    linked,
    templates,
    checks: {
      hasPlans: receiver ? plans.length > 0 : undefined,
      hasTemplate: plan ? templates.length > 0 : undefined,
      growerFieldCount: grower ? growerFields.length : undefined,
      resellerTrainingActive: reseller && year ? (training[0]?.n ?? 0) > 0 : undefined,
      planMonths: plan ? months : undefined,
    },
    growerFieldIds: new Set(growerFields.map((f) => f.id)),
    growerStorageIds: new Set(growerStorage.map((s) => s.id)),
    farmNames: new Map(growerFields.map((f) => [f.farmId, f.farmName])),
  };
}

/** The template in the contract's language, falling back to English, then to any. */
export function templateFor(templates: TemplateRow[], language: string): TemplateRow | null {
  return (
    templates.find((t) => t.templateLanguage === language) ??
    templates.find((t) => t.templateLanguage === 'en') ??
    templates[0] ??
    null
  );
}

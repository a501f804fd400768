import type { ContractContext, CreateContractPayload } from '@portal/domain';
import { payloadContractYear } from '@portal/domain';
import type { Tx } from '../../db/client';
import {
  availableMonths,
  companyOfTypes,
  findGrower,
  growerFieldsWithFarms,
  growerStorageLocations,
  hasActiveTraining,
  linksAmong,
  plansOf,
  templatesOfPlan,
  type CompanyRow,
  type GrowerRow,
  type PlanRow,
  type TemplateRow,
} from './create-context-repository';

export type { CompanyRow, GrowerRow, PlanRow, TemplateRow };

/** Everything the server reads to check and build a contract from a create payload. */
export type CreateContext = {
  receiver: CompanyRow | null;
  operator: CompanyRow | null;
  reseller: CompanyRow | null;
  grower: GrowerRow | null;
  /**
   * The plan the contract draws on, for the contract year: the grain receiver's, or with a 3PO the
   * 3PO's own (the receiver's only when the two companies are linked).
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

/** Reads the parties, plan, templates, training and plan months a create payload refers to. */
export async function loadCreateContext(tx: Tx, payload: CreateContractPayload): Promise<CreateContext> {
  const year = payloadContractYear(payload);
  const [receiver, operator, reseller] = await Promise.all([
    companyOfTypes(tx, payload.grain_receiver_details?.grain_receiver_id, ['grain-receiver', '3PO']),
    companyOfTypes(tx, payload.third_party_operator_id, ['3PO']),
    companyOfTypes(tx, payload.reseller_details?.reseller_id, ['reseller']),
  ]);
  const growerId = payload.grower_details?.grower_id;
  const grower = await findGrower(tx, growerId);

  const partyIds = [receiver, operator, reseller].flatMap((c) => (c ? [c.companyId] : []));
  const links = await linksAmong(tx, partyIds);
  const linked = (a: string | null | undefined, b: string | null | undefined) =>
    Boolean(a && b && links.some((l) => (l.a === a && l.b === b) || (l.a === b && l.b === a)));

  const planOwners = operator
    ? [operator.companyId, ...(linked(operator.companyId, receiver?.companyId) ? [receiver!.companyId] : [])]
    : receiver
      ? [receiver.companyId]
      : [];
  const plans = await plansOf(tx, planOwners);
  const ofYear = plans.filter((p) => p.contractYear === year);
  const plan = payload.production_plan_id
    ? (ofYear.find((p) => p.productionPlanId === payload.production_plan_id) ?? null)
    : (ofYear.find((p) => p.companyId === operator?.companyId) ?? ofYear[0] ?? null);

  const [templates, months, trainingActive, growerFields, growerStorage] = await Promise.all([
    plan ? templatesOfPlan(tx, plan.productionPlanId) : [],
    plan ? availableMonths(tx, plan.productionPlanId) : [],
    reseller?.sapId && year ? hasActiveTraining(tx, reseller.sapId, year) : false,
    grower ? growerFieldsWithFarms(tx, grower.growerId) : [],
    grower ? growerStorageLocations(tx, grower.growerId) : [],
  ]);

  return {
    receiver,
    operator,
    reseller,
    grower,
    plan,
    linked,
    templates,
    checks: {
      hasPlans: receiver ? plans.length > 0 : undefined,
      hasTemplate: plan ? templates.length > 0 : undefined,
      growerFieldCount: grower ? growerFields.length : undefined,
      resellerTrainingActive: reseller && year ? trainingActive : undefined,
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

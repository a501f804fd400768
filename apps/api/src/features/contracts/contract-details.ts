import {
  CONTRACT_DEFAULTS,
  contractUnits,
  deliveryRowsToKeep,
  keptFields,
  TOTAL_ROW_ID,
  totalAcres,
  totalYield,
  unitSizeFor,
  weightedPlantingRate,
  type ContractDetails,
  type ContractField,
  type CreateContractPayload,
} from '@portal/domain';
import type { CreateContext } from './contract-context';

/** The field rows a contract keeps: the generic total row, or the rows with both APH and planting rate. */
export function contractFields(
  payload: CreateContractPayload,
  context: Pick<CreateContext, 'farmNames'>,
): ContractField[] {
  if (payload.contract_type === 'generic') {
    const total = payload.fields.find((f) => f.is_total) ?? payload.fields[0];
    return total
      ? [{ ...total, field_id: TOTAL_ROW_ID, field_name: total.field_name || 'Total Enogen acres', is_total: true }]
      : [];
  }
  return keptFields(payload.fields).map((f) => ({
    ...f,
    farm_name: f.farm_name ?? (f.farm_id ? (context.farmNames.get(f.farm_id) ?? null) : null),
  }));
}

/**
 * contract_details as stored with the contract (spec 2, §3): display details with the spec's
 * defaults (training id us-enogen, delivery month september, unit type bushels) and the totals,
 * the parties as they were at creation, the kept fields (also as initial_fields), storage,
 * delivery rows with acres (all rows for fed-on-farm) and cattle info for fed-on-farm.
 */
export function buildContractDetails(payload: CreateContractPayload, context: CreateContext): ContractDetails {
  const type = payload.contract_type!;
  const plan = context.plan!;
  const grower = context.grower!;
  const receiver = context.receiver!;
  const fields = contractFields(payload, context);
  return {
    display_details: {
      production_plan_inventory_code: plan.inventoryCode,
      contract_type: type,
      production_plan_id: plan.productionPlanId,
      unit_size: unitSizeFor(type),
      training_id: CONTRACT_DEFAULTS.training_id,
      harvest_transportation: null,
      delivery_month: CONTRACT_DEFAULTS.delivery_month,
      unit_type: plan.unitType || CONTRACT_DEFAULTS.unit_type,
      total_acres: totalAcres(fields),
      units_needed: contractUnits(type, fields),
      weighted_planting_rate: weightedPlantingRate(fields),
      total_yield: totalYield(fields),
    },
    grower_details: {
      grower_id: grower.growerId,
      sap_id: grower.sapId,
      first: grower.first,
      last: grower.last,
      grower_name: grower.growerName,
      address: grower.address,
      address2: grower.address2,
      city: grower.city,
      state: grower.state,
      zipcode: grower.zipcode,
      phone: payload.grower_details?.phone || grower.phone,
      email: payload.grower_details?.email || grower.email,
    },
    reseller_details: {
      reseller_id: context.reseller?.companyId ?? null,
      reseller_name: context.reseller?.companyName ?? null,
      sap_id: context.reseller?.sapId ?? null,
    },
    grain_receiver_details: {
      grain_receiver_id: receiver.companyId,
      grain_receiver_name: receiver.companyName,
      sap_id: receiver.sapId,
    },
    third_party_operator_details: context.operator
      ? {
          third_party_operator_id: context.operator.companyId,
          company_name: context.operator.companyName,
          sap_id: context.operator.sapId,
        }
      : null,
    storage: payload.storage,
    fields,
    initial_fields: fields,
    cattle_info:
      type === 'fed-on-farm' && payload.cattle_info
        ? { cattle_type: payload.cattle_info.cattle_type ?? null, unit_count: payload.cattle_info.unit_count }
        : null,
    delivery_schedule: deliveryRowsToKeep(type, payload.delivery_schedule),
  };
}

import type { ContractInventory, ScaleTicketInput } from './scale-ticket.schema';

/** The marker a zero-out ticket carries in its number and bill of lading (the company page hides it). */
export const ZERO_OUT_MARKER = 'zeroout';

const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-mm-dd of a date in local time (the user's "today"). */
function localIsoDate(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Whether a contract has inventory left to zero out (spec 3, §9), as shown to two decimals. */
export const canZeroOut = (contract: Pick<ContractInventory, 'inventory'>) =>
  Math.round(contract.inventory * 100) !== 0;

/**
 * The one ticket a Zero out posts for a contract (spec 3, §9): its net (and gross) quantity is the
 * contract's inventory, dated `at`, numbered `zeroout-<new_contract_id>-<yyyymmddhhmm>`, for the
 * contract's grower, plan and receiver, with zero readings and a passing RVA.
 */
export function zeroOutTicket(contract: ContractInventory, at: Date): ScaleTicketInput {
  const date = localIsoDate(at);
  const stamp = `${date.replaceAll('-', '')}${pad(at.getHours())}${pad(at.getMinutes())}`;
  return {
    is_zeroout: true,
    scale_ticket_number: `${ZERO_OUT_MARKER}-${contract.new_contract_id}-${stamp}`,
    scale_ticket_date: date,
    grower_name: contract.grower_name,
    original_new_contract_id: contract.new_contract_id,
    bill_of_landing_number: ZERO_OUT_MARKER,
    gross_quantity: contract.inventory,
    net_quantity: contract.inventory,
    test_weight: 0,
    moisture: 0,
    damage: 0,
    foreign_material: 0,
    rapid_visco_analyzer: 1,
    gross_lbs: 0,
    tar_lbs: 0,
    net_lbs: 0,
    notes: null,
    production_plan_id: contract.production_plan_id,
    external_reference_id: contract.external_reference_id,
  };
}

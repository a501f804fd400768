/** Contract states (spec 2, §3); Denied also appears as a dashboard status. */
export const CONTRACT_STATES = [
  'pending',
  'pendinggrowersigned',
  'amendment_pending',
  'amendmentpendinggrowersigned',
  'completed',
  'amendment_completed',
  'voided',
] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/**
 * The statuses the dashboard shows: the states, and Denied while a signer's decline stands on a
 * contract being signed (it is no state of its own: sending the contract again clears it).
 */
export const DENIED_STATUS = 'denied';
export const CONTRACT_STATUSES = [...CONTRACT_STATES, DENIED_STATUS] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_TYPES = ['enogen', 'non-enogen', 'fuel', 'fed-on-farm', 'generic', 'commercial-feed'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
/** The types offered on creation. */
export const CREATE_CONTRACT_TYPES = [
  'generic',
  'commercial-feed',
  'fed-on-farm',
] as const satisfies readonly ContractType[];

export const DELIVERY_TYPES = ['grain', 'silage', 'earlage', 'high-moisture'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const STORAGE_TYPES = ['Grain', 'Silage', 'Earlage', 'High moisture corn'] as const;
export const CATTLE_TYPES = ['beef', 'dairy'] as const;

export const UNIT_SIZE = 80_000;
export const GENERIC_UNIT_SIZE = 140_000;
export const APH_MIN = 50;
export const APH_MAX = 300;
export const GENERIC_PLANTING_RATE_MIN = 100_000;
export const GENERIC_PLANTING_RATE_MAX = 180_000;
export const FED_ON_FARM_BUSHELS_PER_HEAD = { dairy: 104, beef: 60 } as const;
/** The synthetic total row of a generic contract. */
export const TOTAL_ROW_ID = 'total_enogen_acres_id';

export const CONTRACT_DEFAULTS = {
  contract_state: 'pending',
  notify_signers: true,
  contract_originated: 'portal',
  contract_language: 'en',
  unit_type: 'bushels',
  delivery_month: 'september',
  training_id: 'us-enogen',
} as const;

export const RESEND_STATES: readonly ContractState[] = ['pending', 'amendment_pending'];

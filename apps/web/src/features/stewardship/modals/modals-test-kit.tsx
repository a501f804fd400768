import type { ActivityField, ActivityView } from '@portal/domain';

// Test data of the stewardship modals, stewards panel and tables (only *.test.tsx import them); they render
// through the web's kit, src/testing/render.tsx.

export const ACTIVITY_ID = '11111111-1111-4111-8111-111111111111';
export const CONTRACT_ID = '22222222-2222-4222-8222-222222222222';

export const fieldOf = (overrides: Partial<ActivityField> = {}): ActivityField => ({
  field_id: 'f-1',
  field_name: 'Creek Bottom',
  acres: 45.5,
  border_rows: false,
  field_lost: false,
  planting: { total_planted_acres: '45.50', planting_rate: 32000, plant_date: '2026-05-01', crop: 190 },
  harvest: null,
  field_lost_replant: [],
  ...overrides,
});

export const activityOf = (overrides: Partial<ActivityView> = {}): ActivityView => ({
  stewardship_activity_id: ACTIVITY_ID,
  contract_id: CONTRACT_ID,
  new_contract_id: '2026000000001234',
  company_id: 'receiver-1',
  external_reference_id: 'reseller-1',
  display_details: {
    grower_name: 'Hansen Family Farms',
    harvest_year: 2026,
    grain_receiver_name: 'Cornbelt Renewable Fuels',
    reseller_name: 'Prairie Gold',
    grower_sap_id: '0012345678',
  },
  fields: [fieldOf()],
  storage_locations: [],
  planting_cleanout: { planting_equipment: null, seed_return: null },
  harvest_cleanout: { harvest_equipment: null },
  stewards: [],
  history: [],
  completeness: { planting: 'complete', harvest: 'empty', storage: 'empty', planting_cleanout: 'empty' },
  can: { edit: true, assign_me: true, assign_others: false },
  version: '5',
  ...overrides,
});

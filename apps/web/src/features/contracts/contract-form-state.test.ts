import { continueChecks, TOTAL_ROW_ID, type ContractView, type GrowerField } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  cellKey,
  chosenFields,
  deliveryEntries,
  draftOf,
  effectiveYear,
  fieldEntries,
  formFromContract,
  initialForm,
  keepFieldEdits,
  payloadOf,
  planHasMonth,
  withGrower,
  withType,
  type FormState,
} from './contract-form-state';

const GROWER_FIELDS: GrowerField[] = [
  {
    field_id: 'f1',
    field_name: 'North 80',
    farm_id: 'farm',
    farm_name: 'Home Farm',
    planting_rate: 32000,
    average_yield: 190,
    border_rows: false,
    acres: 80,
    crop_year: 2026,
    latitude: 42,
    longitude: -93,
    is_total: false,
  },
  {
    field_id: 'f2',
    field_name: 'Creek',
    farm_id: 'farm',
    farm_name: 'Home Farm',
    planting_rate: null,
    average_yield: null,
    border_rows: true,
    acres: 45.5,
    crop_year: 2026,
    latitude: 42,
    longitude: -93,
    is_total: false,
  },
];

function filled(): FormState {
  const form = initialForm({
    receiver: { id: 'r', name: 'Receiver', sap_id: null },
    reseller: { id: 's', name: 'Reseller', sap_id: '0012345678' },
  });
  return {
    ...withType(
      {
        ...form,
        grower: { grower_id: 'g', grower_name: 'Grower', sap_id: null, phone: '15155550201', email: 'g@example.com' },
      },
      'commercial-feed',
    ),
    contract_year: 2026,
    fields: fieldEntries(GROWER_FIELDS, new Map()).map((f) => (f.field_id === 'f1' ? { ...f, selected: true } : f)),
    storage_ids: ['st'],
    delivery: {
      [cellKey('grain', 10, 2026)]: { acres: '80', units: '15200' },
      [cellKey('grain', 11, 2026)]: { acres: '', units: '' },
    },
  };
}
const STORAGE = [
  {
    storage_location_id: 'st',
    storage_name: 'Bin',
    storage_capacity: 1000,
    storage_type: 'Grain' as const,
    storage_latitude: 42,
    storage_longitude: -93,
  },
];

describe('the contract form', () => {
  it('a complete commercial-feed form passes the Continue checks and posts the selected rows only', () => {
    const form = filled();
    expect(continueChecks(draftOf(form, STORAGE))).toEqual([]);
    const payload = payloadOf(form, {
      storage: STORAGE,
      plan: { production_plan_id: 'p', inventory_code: '26COR1' },
      parentId: null,
    });
    expect(payload.fields).toEqual([
      expect.objectContaining({ field_id: 'f1', acres: 80, planting_rate: 32000, average_yield: 190, is_total: false }),
    ]);
    expect(payload.delivery_schedule).toEqual([
      { delivery_month: 10, delivery_year: 2026, delivery_type: 'grain', contract_acres: 80, contract_units: 15200 },
    ]);
    expect(payload).toMatchObject({
      contract_year: 2026,
      contract_start: null,
      production_plan_id: 'p',
      inventory_code: '26COR1',
      grain_receiver_details: { grain_receiver_id: 'r' },
      reseller_details: { reseller_id: 's' },
      grower_details: { grower_id: 'g', phone: '15155550201', email: 'g@example.com' },
      cattle_info: null,
      parent_voided_contract_id: null,
    });
  });

  it('an empty form lists the first checks', () => {
    expect(continueChecks(draftOf(initialForm(), []))).toEqual([
      'Missing grain receiver info',
      'Please select a contract type',
      'Please select a contract year',
      'Missing grower info',
      'Missing reseller info',
      'Please select or add at least one storage location',
    ]);
  });

  it('changing the type resets the year, the field picks, the delivery and the cattle', () => {
    const changed = withType({ ...filled(), cattle_type: 'beef', unit_count: '10' }, 'generic');
    expect(changed).toMatchObject({
      contract_type: 'generic',
      contract_year: null,
      delivery: {},
      cattle_type: null,
      unit_count: '',
    });
    expect(changed.fields.every((f) => !f.selected)).toBe(true);
    expect(chosenFields(changed)).toEqual([
      expect.objectContaining({ field_id: TOTAL_ROW_ID, is_total: true, acres: null }),
    ]);
  });

  it('a new grower clears fields, storage and delivery', () => {
    expect(withGrower(filled(), null)).toMatchObject({ grower: null, fields: [], storage_ids: [], delivery: {} });
  });

  it('fields added to the same grower join the form without undoing the picks and edits already made', () => {
    const current = filled().fields.map((f) => (f.field_id === 'f1' ? { ...f, acres: '70' } : f));
    const added: GrowerField = { ...GROWER_FIELDS[0]!, field_id: 'f3', field_name: 'West 40', acres: 40 };
    const fresh = fieldEntries([...GROWER_FIELDS, added], new Map());
    const fields = keepFieldEdits(fresh, current);
    expect(fields.map((f) => [f.field_id, f.selected, f.acres])).toEqual([
      ['f1', true, '70'],
      ['f2', false, '45.5'],
      ['f3', false, '40'],
    ]);
  });

  it('fed-on-farm runs on dates: the year is the start year; empty delivery rows are kept; cattle are sent', () => {
    const form: FormState = {
      ...withType(filled(), 'fed-on-farm'),
      contract_start: '2026-03-01',
      contract_end: '2026-12-31',
      cattle_type: 'dairy',
      unit_count: '50',
      delivery: { [cellKey('silage', 10, 2026)]: { acres: '0', units: '' } },
    };
    expect(effectiveYear(form)).toBe(2026);
    const payload = payloadOf(form, { storage: STORAGE, plan: null, parentId: 'parent' });
    expect(payload).toMatchObject({
      contract_year: 2026,
      contract_start: '2026-03-01',
      contract_end: '2026-12-31',
      parent_voided_contract_id: 'parent',
    });
    expect(payload.cattle_info).toEqual({ cattle_type: 'dairy', unit_count: 50 });
    expect(payload.delivery_schedule).toHaveLength(1);
    expect(effectiveYear({ ...form, contract_start: '' })).toBeNull();
  });

  it('months are open only where the plan has room for the delivery type', () => {
    const units = [
      { month: 10, year: 2026, end_product_type: 'grain' as const, available_acres: 100, available_units: 0 },
      { month: 11, year: 2026, end_product_type: 'grain' as const, available_acres: 0, available_units: 0 },
    ];
    expect(planHasMonth(units, 'grain', 10, 2026)).toBe(true);
    expect(planHasMonth(units, 'silage', 10, 2026)).toBe(false);
    expect(planHasMonth(units, 'grain', 11, 2026)).toBe(false);
  });

  it('an amendment starts from the original: parties, year, storage, delivery, and its rows come selected', () => {
    const original = {
      contract_id: 'c',
      contract_type: 'commercial-feed',
      contract_year: 2026,
      contract_start: '2026-01-01',
      contract_end: '2026-12-31',
      contract_language: 'fr',
      contract_details: {
        grower_details: { grower_id: 'g', grower_name: 'Grower', sap_id: '0050000001', phone: null, email: null },
        reseller_details: { reseller_id: 's', reseller_name: 'Reseller', sap_id: null },
        grain_receiver_details: { grain_receiver_id: 'r', grain_receiver_name: 'Receiver', sap_id: null },
        third_party_operator_details: null,
        storage: STORAGE,
        fields: [
          {
            field_id: 'f2',
            field_name: 'Creek',
            acres: 40,
            planting_rate: 33000,
            average_yield: 200,
            border_rows: true,
            is_total: false,
          },
        ],
        delivery_schedule: [
          { delivery_month: 12, delivery_year: 2026, delivery_type: 'grain', contract_acres: 40, contract_units: 8000 },
        ],
        cattle_info: null,
      },
    } as unknown as ContractView;
    const form = formFromContract(original);
    expect(form).toMatchObject({
      contract_year: 2026,
      contract_start: '',
      contract_language: 'fr',
      storage_ids: ['st'],
    });
    expect(deliveryEntries(form, 2026)).toEqual([
      { delivery_month: 12, delivery_year: 2026, delivery_type: 'grain', contract_acres: 40, contract_units: 8000 },
    ]);
    const rows = fieldEntries(GROWER_FIELDS, new Map(), original.contract_details.fields);
    expect(rows.find((r) => r.field_id === 'f2')).toMatchObject({
      selected: true,
      acres: '40',
      planting_rate: '33000',
      average_yield: '200',
    });
    expect(rows.find((r) => r.field_id === 'f1')).toMatchObject({ selected: false, acres: '80' });
  });
});

import { STEWARDSHIP_MESSAGES as M, type GrowerField } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  assignPayload,
  choose,
  editChoice,
  initialChoice,
  toggleFarm,
  totalAcres,
  unchoose,
} from './assign-fields-state';
import { activityOf, CONTRACT_ID, fieldOf } from './modals-test-kit';

const growerField = (overrides: Partial<GrowerField>): GrowerField => ({
  field_id: 'f-1',
  field_name: 'Creek Bottom',
  farm_id: 'farm-1',
  farm_name: 'Home',
  planting_rate: 32000,
  average_yield: 190,
  border_rows: false,
  acres: 45.5,
  crop_year: 2026,
  latitude: 41.5,
  longitude: -93.6,
  is_total: false,
  ...overrides,
});
const creek = growerField({});
const hill = growerField({ field_id: 'f-2', field_name: 'Hilltop', acres: 30, latitude: null, longitude: null });

describe('assign fields state', () => {
  it('starts from the activity’s fields that are not lost', () => {
    const activity = activityOf({
      fields: [fieldOf({ border_rows: true }), fieldOf({ field_id: 'f-9', field_lost: true })],
    });
    expect(initialChoice(activity)).toEqual({ 'f-1': { acres: '45.5', border_rows: true } });
  });

  it('ticks a farm whole, then clears it; totals the acres', () => {
    const some = choose({}, creek);
    const all = toggleFarm(some, [creek, hill]);
    expect(Object.keys(all)).toEqual(['f-1', 'f-2']);
    expect(totalAcres(all)).toBe(75.5);
    expect(toggleFarm(all, [creek, hill])).toEqual({});
    expect(unchoose(all, 'f-1')).toEqual({ 'f-2': { acres: '30', border_rows: false } });
    expect(editChoice(all, 'f-2', { acres: '12x.5' })['f-2']).toEqual({ acres: '12.5', border_rows: false });
  });

  it('asks for at least one field filled out', () => {
    const activity = activityOf({ fields: [] });
    expect(assignPayload(activity, [creek], {})).toEqual({ error: M.selectField });
    expect(assignPayload(activity, [creek], { 'f-1': { acres: '0', border_rows: false } })).toEqual({
      error: M.selectField,
    });
  });

  it('sends the chosen fields with border rows and acres; a missing boundary is a point at 0,0', () => {
    const activity = activityOf({ fields: [fieldOf({ field_id: 'f-3', field_lost: true, acres: 12 })] });
    const f3 = growerField({ field_id: 'f-3', field_name: 'Lost one', acres: 12 });
    const result = assignPayload(activity, [creek, hill, f3], {
      'f-2': { acres: '28.25', border_rows: true },
    });
    expect(result).toEqual({
      body: {
        contract_id: CONTRACT_ID,
        sap_id: '0012345678',
        fields: [
          {
            field_id: 'f-2',
            field_name: 'Hilltop',
            planting_rate: 32000,
            average_yield: 190,
            border_rows: true,
            acres: 28.25,
            crop_year: 2026,
            latitude: 0,
            longitude: 0,
            is_total: false,
          },
          expect.objectContaining({ field_id: 'f-3', acres: 12, latitude: 41.5 }),
        ],
      },
    });
  });
});

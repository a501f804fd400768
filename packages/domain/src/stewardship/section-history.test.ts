import { describe, expect, it } from 'vitest';
import { formatHistoryValue, historyFieldLabel } from '../history/labels';
import {
  fieldEventChanges,
  stewardshipSectionChanges,
  stewardshipSectionSchema,
  type StewardshipSnapshot,
} from './section-history';

const field = (name: string, rate: number | null) => ({
  field_id: `id-${name}`,
  field_name: name,
  acres: 40,
  border_rows: false,
  field_lost: false,
  planting: { total_planted_acres: '40.00', planting_rate: rate, plant_date: '2026-05-03', crop: 200 },
  harvest: null,
  field_lost_replant: [],
});
const snapshot = (over: Partial<StewardshipSnapshot> = {}): StewardshipSnapshot => ({
  fields: [field('North 40', 32000), field('Creek', 30000)],
  storage_locations: [{ location_name: 'Bin 1', capacity: 5000, cleanout_date: null }],
  planting_cleanout: { planting_equipment: null, seed_return: false },
  harvest_cleanout: { harvest_equipment: null },
  stewards: [
    {
      user_id: 'u1',
      first_name: 'Stella',
      last_name: 'Hart',
      phone: null,
      email: 's@x',
      stewardship_activity_id: 'a',
      external_reference_id: null,
    },
  ],
  ...over,
});

describe('stewardship section history', () => {
  it("lists a planting save's changed values old → new, by field, with the cleanout flags", () => {
    const after = snapshot({
      fields: [field('North 40', 34000), field('Creek', 30000)],
      planting_cleanout: { planting_equipment: true, seed_return: false },
    });
    expect(stewardshipSectionChanges('planting', snapshot(), after)).toEqual([
      { field: 'North 40:planting_rate', from: 32000, to: 34000 },
      { field: 'planting_equipment', from: null, to: true },
    ]);
    // the harvest section saw nothing change
    expect(stewardshipSectionChanges('harvest', snapshot(), after)).toEqual([]);
  });

  it('shows a harvest unit as the section offers it (Bushels), not its code', () => {
    const harvested = (unit: 'bushels' | 'tons') => ({
      ...field('North 40', 32000),
      harvest: {
        total_acres: 40,
        harvest_date: '2026-10-10',
        total_harvest: 8000,
        yield_per_acre: 200,
        unit_type: unit,
        storage_type: 'Grain' as const,
      },
    });
    const before = snapshot({ fields: [harvested('bushels')] });
    const after = snapshot({ fields: [harvested('tons')] });
    expect(stewardshipSectionChanges('harvest', before, after)).toEqual([
      { field: 'North 40:unit_type', from: 'Bushels', to: 'Tons' },
    ]);
  });

  it('names the values as the section forms do, a row by its field or location', () => {
    expect(historyFieldLabel('stewardship_activity', 'North 40:planting_rate')).toBe('North 40 · Planting rate');
    expect(historyFieldLabel('stewardship_activity', 'North 40:crop')).toBe('North 40 · Est. bu/acre');
    expect(historyFieldLabel('stewardship_activity', 'Bin: east:cleanout_date')).toBe('Bin: east · Cleanout date');
    expect(historyFieldLabel('stewardship_activity', 'harvest_equipment')).toBe('Harvest equipment cleanout');
    expect(historyFieldLabel('stewardship_activity', 'stewards')).toBe('Stewards');
  });

  it('lists storage, stewards and assigned fields', () => {
    const after = snapshot({
      storage_locations: [{ location_name: 'Bin 1', capacity: 5000, cleanout_date: '2026-09-01' }],
      stewards: [
        ...snapshot().stewards,
        { ...snapshot().stewards[0]!, user_id: 'u2', first_name: null, last_name: null, email: 'ada@x' },
      ],
      fields: [field('North 40', 32000)],
    });
    const storage = stewardshipSectionChanges('storage', snapshot(), after);
    expect(storage).toEqual([{ field: 'Bin 1:cleanout_date', from: null, to: '2026-09-01' }]);
    expect(formatHistoryValue(storage[0]!.to)).toBe('09/01/2026');
    expect(stewardshipSectionChanges('stewards', snapshot(), after)).toEqual([
      { field: 'stewards', from: ['Stella Hart'], to: ['Stella Hart', 'ada@x'].sort() },
    ]);
    expect(stewardshipSectionChanges('fields', snapshot(), after)).toEqual([
      { field: 'fields', from: ['North 40', 'Creek'], to: ['North 40'] },
      { field: 'Creek:acres', from: 40, to: null },
      { field: 'Creek:border_rows', from: false, to: null },
    ]);
  });

  it("records a replant's and a field lost's values as new", () => {
    expect(fieldEventChanges('Creek', { type: 'replant', date: '2026-06-01', acres: 12.5, notes: null })).toEqual([
      { field: 'Creek:replanted_date', from: null, to: '2026-06-01' },
      { field: 'Creek:acres_replanted', from: null, to: 12.5 },
    ]);
    expect(fieldEventChanges('Creek', { type: 'field_lost', date: '2026-07-01', acres: 40, notes: 'Hail' })).toEqual([
      { field: 'Creek:date_lost', from: null, to: '2026-07-01' },
      { field: 'Creek:acres_lost', from: null, to: 40 },
      { field: 'Creek:notes', from: null, to: 'Hail' },
      { field: 'Creek:field_lost', from: false, to: true },
    ]);
    expect(historyFieldLabel('stewardship_activity', 'Creek:acres_replanted')).toBe('Creek · Acres replanted');
  });

  it('knows the sections History filters on', () => {
    expect(stewardshipSectionSchema.safeParse('harvest').success).toBe(true);
    expect(stewardshipSectionSchema.safeParse('cleanup').success).toBe(false);
  });
});

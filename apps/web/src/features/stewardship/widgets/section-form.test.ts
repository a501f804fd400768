import { describe, expect, it } from 'vitest';
import {
  copyFirstDate,
  decimalText,
  harvestPatch,
  plantingPatch,
  validatePatch,
  type HarvestRow,
  type PlantingRow,
} from './section-form';

const ID = '11111111-1111-4111-8111-111111111111';
const planting = (over: Partial<PlantingRow>): PlantingRow => ({
  field_id: 'f',
  field_name: 'F',
  total_planted_acres: '',
  planting_rate: '',
  plant_date: '',
  crop: '',
  ...over,
});
const harvest = (over: Partial<HarvestRow>): HarvestRow => ({
  field_id: 'f',
  field_name: 'F',
  disabled: false,
  total_acres: '',
  harvest_date: '',
  total_harvest: '',
  yield_per_acre: '',
  unit_type: '',
  storage_type: '',
  ...over,
});
const cleanout = { planting_equipment: null, seed_return: null };

describe('the widgets’ forms', () => {
  it('keeps digits and one point with two decimals', () => {
    expect(decimalText('1a2.3.456')).toBe('12.34');
    expect(decimalText('-7')).toBe('7');
  });

  it('sends planted acres as the two-decimal string and empty values as null', () => {
    const body = plantingPatch(ID, {
      rows: [planting({ total_planted_acres: '12.5', crop: '180' })],
      cleanout,
      sameDate: false,
    });
    expect(body.section === 'planting' && body.fields[0]!.value).toEqual({
      total_planted_acres: '12.50',
      planting_rate: null,
      plant_date: null,
      crop: 180,
    });
    expect(validatePatch(body).errors).toBeNull();
  });

  it('names the refused value of the form’s row, past the harvest rows left out', () => {
    const rows = [harvest({ field_id: 'a', disabled: true }), harvest({ field_id: 'b', yield_per_acre: '200000' })];
    const body = harvestPatch(ID, { rows, cleanout: { harvest_equipment: null }, sameDate: false });
    expect(body.section === 'harvest' && body.fields.map((f) => f.field_id)).toEqual(['b']);
    expect(validatePatch(body, (i) => [1][i]!).errors).toEqual({ '1.yield_per_acre': 'Enter at most 100000' });
  });

  it('copies the first enabled row’s date to the other enabled rows only', () => {
    const rows = [
      harvest({ field_id: 'a', disabled: true, harvest_date: '2026-10-01' }),
      harvest({ field_id: 'b', harvest_date: '2026-10-05' }),
      harvest({ field_id: 'c' }),
    ];
    const copied = copyFirstDate(rows, 'harvest_date', (row) => !row.disabled);
    expect(copied.map((row) => row.harvest_date)).toEqual(['2026-10-01', '2026-10-05', '2026-10-05']);
  });
});

import { describe, expect, it } from 'vitest';
import { dataLossMessage, fieldsLosingData, type RecordedField } from './field-data-loss';

const field = (overrides: Partial<RecordedField>): RecordedField => ({
  field_id: 'f-1',
  field_name: 'North 40',
  field_lost: false,
  planting: null,
  harvest: null,
  field_lost_replant: [],
  ...overrides,
});

describe('fieldsLosingData', () => {
  it('X9: names the removed fields holding data and what they hold; kept, lost and empty fields lose nothing', () => {
    const assigned = [
      field({ planting: { plant_date: '2026-05-01' }, harvest: { total_harvest: 1200 } }),
      field({ field_id: 'f-2', field_name: 'Creek Bottom', planting: { crop: 190 } }),
      field({ field_id: 'f-3', field_name: 'Empty', planting: { crop: null, plant_date: '' } }),
      field({ field_id: 'f-4', field_name: 'Lost', field_lost: true, planting: { crop: 190 } }),
      field({ field_id: 'f-5', field_name: 'Replanted', field_lost_replant: [{ type: 'replant' }] }),
    ];
    expect(fieldsLosingData(assigned, ['f-2'])).toEqual([
      { field_id: 'f-1', field_name: 'North 40', data: ['planting', 'harvest'] },
      { field_id: 'f-5', field_name: 'Replanted', data: ['replant'] },
    ]);
    expect(fieldsLosingData(assigned, ['f-1', 'f-2', 'f-5'])).toEqual([]);
  });

  it('says what a removal deletes, for one field or several', () => {
    expect(dataLossMessage([{ field_id: 'f-1', field_name: 'North 40', data: ['planting', 'harvest'] }])).toBe(
      'Field North 40 has recorded planting and harvest data. Removing it deletes that data.',
    );
    expect(
      dataLossMessage([
        { field_id: 'f-1', field_name: 'North 40', data: ['planting'] },
        { field_id: 'f-2', field_name: 'Creek', data: ['planting', 'harvest', 'replant'] },
      ]),
    ).toBe(
      'Field North 40 has recorded planting data. Field Creek has recorded planting, harvest and replant data. Removing them deletes that data.',
    );
  });
});

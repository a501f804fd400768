import { describe, expect, it } from 'vitest';
import { differences } from './differences';

describe('differences between a queued save and the server’s version', () => {
  it('lists the values that differ by field or location, then the cleanout flags', () => {
    const phone = {
      rows: [
        { field_id: 'f-1', field_name: 'North 40', plant_date: '2026-05-02', planting_rate: '32000' },
        { field_id: 'f-2', field_name: 'Creek Bottom', plant_date: '', planting_rate: '30000' },
      ],
      cleanout: { planting_equipment: true, seed_return: null },
      sameDate: false,
    };
    const server = {
      rows: [
        { field_id: 'f-2', field_name: 'Creek Bottom', plant_date: '2026-05-04', planting_rate: '30000' },
        { field_id: 'f-1', field_name: 'North 40', plant_date: '2026-05-02', planting_rate: '32000' },
      ],
      cleanout: { planting_equipment: false, seed_return: null },
      sameDate: true,
    };
    expect(differences(phone, server)).toEqual([
      { label: 'Creek Bottom: Plant date', phone: '—', server: '2026-05-04' },
      { label: 'Planting equipment', phone: 'Yes', server: 'No' },
    ]);
  });

  it('leaves out a row only one side has (a field lost since)', () => {
    const phone = { rows: [{ location_name: 'East bin', capacity: '1200' }] };
    expect(differences(phone, { rows: [] })).toEqual([]);
  });
});

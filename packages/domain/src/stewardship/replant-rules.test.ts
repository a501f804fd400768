import { describe, expect, it } from 'vitest';
import { STEWARDSHIP_MESSAGES as M } from './messages';
import {
  eventDateDefault,
  fieldLostError,
  fieldLostPayload,
  openFields,
  plantedAcres,
  replantError,
  replantPayload,
} from './replant-rules';
import type { ActivityField } from './stewardship.schema';

const field: ActivityField = {
  field_id: 'f-1',
  field_name: 'North 80',
  acres: 80,
  border_rows: false,
  field_lost: false,
  planting: { total_planted_acres: '75.50', planting_rate: 32000, plant_date: '2026-05-01', crop: 190 },
  harvest: null,
  field_lost_replant: [],
};

describe('replant rules', () => {
  it('accepts up to the planted acres', () => {
    expect(plantedAcres(field)).toBe(75.5);
    expect(replantError(field, '75.5')).toBeNull();
    expect(replantError(field, 10)).toBeNull();
  });

  it('refuses more than the planted acres', () => {
    expect(replantError(field, '75.51')).toBe(M.replantTooMany);
  });

  it('refuses zero, empty or unreadable acres', () => {
    for (const acres of ['0', 0, '', '.', 'abc']) expect(replantError(field, acres)).toBe(M.zeroAcres);
  });

  it('asks for the planting information first when the field has none or part of it', () => {
    expect(replantError({ ...field, planting: null }, '10')).toBe(M.plantingFirst);
    expect(replantError({ ...field, planting: { ...field.planting!, crop: null } }, '10')).toBe(M.plantingFirst);
    expect(fieldLostError({ ...field, planting: { ...field.planting!, plant_date: null } })).toBe(M.plantingFirst);
    for (const blank of ['', '--', '0'])
      expect(fieldLostError({ ...field, planting: { ...field.planting!, total_planted_acres: blank } })).toBe(
        M.plantingFirst,
      );
  });

  it('treats a lost field as final: it leaves the lists', () => {
    expect(openFields([field, { ...field, field_id: 'f-2', field_lost: true }]).map((f) => f.field_id)).toEqual([
      'f-1',
    ]);
    expect(fieldLostError(field)).toBeNull();
    expect(fieldLostError({ ...field, field_lost: true })).toBe(M.fieldAlreadyLost);
    expect(replantError({ ...field, field_lost: true }, '10')).toBe(M.fieldAlreadyLost);
  });
});

describe('payloads', () => {
  it('replant sends the field total planted acres, not the typed value', () => {
    expect(replantPayload('a-1', field, { date: '2026-06-01', notes: '  hail ' })).toEqual({
      stewardship_id: 'a-1',
      field_id: 'f-1',
      replanted_date: '2026-06-01',
      acres_replanted: 75.5,
      notes: 'hail',
    });
  });

  it('field lost fixes the acres to the planted acres; blank notes are null', () => {
    expect(fieldLostPayload('a-1', field, { date: '2026-07-01', notes: ' ' })).toEqual({
      stewardship_id: 'a-1',
      field_id: 'f-1',
      fieldLost_date: '2026-07-01',
      acres_lost: 75.5,
      notes: null,
    });
  });
});

describe('the date', () => {
  it('defaults to today, the local calendar day', () => {
    expect(eventDateDefault(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(eventDateDefault(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

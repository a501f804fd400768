import { STEWARDSHIP_MESSAGES as M } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  acresOnly,
  fieldLostPayload,
  fieldLostError,
  openFields,
  replantError,
  replantPayload,
  today,
} from './field-event-rules';
import { ACTIVITY_ID, fieldOf } from './modals-test-kit';

describe('replant and field lost rules', () => {
  it('keeps digits and the dot only in the acres', () => {
    expect(acresOnly('1a2,3.5-')).toBe('123.5');
  });

  it('needs the field’s planting information first', () => {
    expect(fieldLostError(fieldOf())).toBeNull();
    expect(fieldLostError(fieldOf({ planting: null }))).toBe(M.plantingFirst);
    expect(fieldLostError(fieldOf({ field_lost: true }))).toBe(M.fieldAlreadyLost);
    for (const blank of ['', '--', '0'])
      expect(
        fieldLostError(
          fieldOf({ planting: { total_planted_acres: blank, planting_rate: 1, plant_date: '2026-05-01', crop: 1 } }),
        ),
      ).toBe(M.plantingFirst);
  });

  it('refuses zero or empty acres and acres above the planted acres', () => {
    const field = fieldOf();
    expect(replantError(fieldOf({ planting: null }), '10')).toBe(M.plantingFirst);
    expect(replantError(field, '')).toBe(M.zeroAcres);
    expect(replantError(field, '0')).toBe(M.zeroAcres);
    expect(replantError(field, '0.00')).toBe(M.zeroAcres);
    expect(replantError(field, '1.2.3')).toBe(M.zeroAcres);
    expect(replantError(field, '45.51')).toBe(M.replantTooMany);
    expect(replantError(field, '45.5')).toBeNull();
    expect(replantError(field, '10')).toBeNull();
  });

  it('sends the field’s total planted acres, not the typed value; empty notes as null', () => {
    const field = fieldOf();
    expect(replantPayload(ACTIVITY_ID, field, { date: '2026-06-01', notes: '  ' })).toEqual({
      stewardship_id: ACTIVITY_ID,
      field_id: 'f-1',
      replanted_date: '2026-06-01',
      acres_replanted: 45.5,
      notes: null,
    });
    expect(fieldLostPayload(ACTIVITY_ID, field, { date: '2026-06-02', notes: ' hail ' })).toEqual({
      stewardship_id: ACTIVITY_ID,
      field_id: 'f-1',
      fieldLost_date: '2026-06-02',
      acres_lost: 45.5,
      notes: 'hail',
    });
  });

  it('offers only fields not lost; today is the local calendar day', () => {
    expect(openFields([fieldOf(), fieldOf({ field_id: 'f-2', field_lost: true })]).map((f) => f.field_id)).toEqual([
      'f-1',
    ]);
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

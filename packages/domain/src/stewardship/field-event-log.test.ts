import { describe, expect, it } from 'vitest';
import { fieldEventLog } from './field-event-log';
import type { ActivityField } from './stewardship.schema';

const field = (over: Partial<ActivityField>): ActivityField => ({
  field_id: 'f',
  field_name: 'Field',
  acres: 40,
  border_rows: false,
  field_lost: false,
  planting: null,
  harvest: null,
  field_lost_replant: [],
  ...over,
});
const event = (type: 'replant' | 'field_lost', date: string, created = `${date}T12:00:00.000Z`) => ({
  type,
  date,
  acres: 40,
  notes: null,
  user_name: 'Stella Hart',
  created,
});

describe('fieldEventLog', () => {
  it('X10: lists every field’s events per field, oldest first, lost fields included and marked', () => {
    const rows = fieldEventLog([
      field({ field_id: 'f-2', field_name: 'West', field_lost_replant: [event('replant', '2026-06-10')] }),
      field({
        field_id: 'f-1',
        field_name: 'East',
        field_lost: true,
        field_lost_replant: [event('field_lost', '2026-07-01'), event('replant', '2026-06-01')],
      }),
      field({ field_id: 'f-3', field_name: 'Quiet' }),
    ]);
    expect(rows.map((r) => [r.field_name, r.date, r.label, r.field_lost])).toEqual([
      ['East', '2026-06-01', 'Replant', true],
      ['East', '2026-07-01', 'Field lost', true],
      ['West', '2026-06-10', 'Replant', false],
    ]);
    expect(rows[0]).toMatchObject({ field_id: 'f-1', acres: 40, user_name: 'Stella Hart' });
  });

  it('orders two events of one day by when they were recorded', () => {
    const rows = fieldEventLog([
      field({
        field_lost_replant: [
          event('field_lost', '2026-06-01', '2026-06-02T10:00:00.000Z'),
          event('replant', '2026-06-01', '2026-06-01T10:00:00.000Z'),
        ],
      }),
    ]);
    expect(rows.map((r) => r.type)).toEqual(['replant', 'field_lost']);
  });
});

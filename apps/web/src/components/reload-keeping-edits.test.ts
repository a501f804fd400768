import { describe, expect, it } from 'vitest';
import { applyEdits } from './reload-keeping-edits';

describe('applyEdits', () => {
  it("keeps what the user changed and takes the reloaded record's values for the rest, by key", () => {
    type Values = { a: string; b: string; rows: Record<string, { acres: string; units: string }> };
    const filled: Values = { a: '1', b: '2', rows: { x: { acres: '1', units: '2' }, y: { acres: '3', units: '4' } } };
    const typed: Values = {
      a: 'mine',
      b: '2',
      rows: { x: { acres: '1', units: 'mine' }, y: { acres: '3', units: '4' } },
    };
    const fresh = {
      a: 'theirs',
      b: 'theirs',
      rows: { x: { acres: 'theirs', units: '2' }, z: { acres: '9', units: '9' } },
    };
    expect(applyEdits(filled, typed, fresh)).toEqual({
      a: 'mine',
      b: 'theirs',
      rows: { x: { acres: 'theirs', units: 'mine' }, z: { acres: '9', units: '9' } },
    });
  });

  it('answers the reloaded values when nothing was changed', () => {
    const fresh = { a: 'theirs' };
    expect(applyEdits({ a: '1' }, { a: '1' }, fresh)).toBe(fresh);
  });

  it('merges lists of the same rows by position, and keeps a typed list whose rows changed', () => {
    const filled = [{ date: '', capacity: '' }];
    expect(applyEdits(filled, [{ date: '', capacity: '12' }], [{ date: '2026-11-01', capacity: '' }])).toEqual([
      { date: '2026-11-01', capacity: '12' },
    ]);
    expect(applyEdits(filled, [{ date: '', capacity: '12' }], [])).toEqual([{ date: '', capacity: '12' }]);
  });
});

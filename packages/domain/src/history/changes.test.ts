import { describe, expect, it } from 'vitest';
import { diffChanges } from './changes';

describe('diffChanges', () => {
  it('lists the fields that differ, with old and new values', () => {
    expect(diffChanges({ a: 1, b: 'x', c: null }, { a: 2, b: 'x', c: undefined, d: [1] })).toEqual([
      { field: 'a', from: 1, to: 2 },
      { field: 'd', from: null, to: [1] },
    ]);
  });
  it('sees a removed field and ignores the fields asked', () => {
    expect(diffChanges({ a: 1, at: 'then' }, { at: 'now' }, ['at'])).toEqual([{ field: 'a', from: 1, to: null }]);
  });
  it('compares nested values by content', () => {
    expect(diffChanges({ a: { x: 1 } }, { a: { x: 1 } })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { saveProgressText } from './save-progress-text';

describe('saveProgressText', () => {
  it('X2: counts the rows stored, then names the one commit of them all', () => {
    expect(saveProgressText(null)).toBe('Preparing to save...');
    expect(saveProgressText({ done: 0, total: 50_000 })).toBe('Stored 0 of 50,000 rows');
    expect(saveProgressText({ done: 12_000, total: 50_000 })).toBe('Stored 12,000 of 50,000 rows');
    expect(saveProgressText({ done: 50_000, total: 50_000 })).toBe('Saving all 50,000 rows…');
  });
});

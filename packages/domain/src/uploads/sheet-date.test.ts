import { describe, expect, it } from 'vitest';
import { parseSheetDate } from './sheet-date';

describe('parseSheetDate', () => {
  it('reads the month-first MM/DD/YY and mm/dd/yyyy (or dashes) and yyyy-mm-dd', () => {
    expect(parseSheetDate('10/05/26')).toBe('2026-10-05');
    expect(parseSheetDate('1/5/2026')).toBe('2026-01-05');
    expect(parseSheetDate('04-03-2026')).toBe('2026-04-03');
    expect(parseSheetDate(' 2026-04-03 ')).toBe('2026-04-03');
  });

  it('X21: refuses a day-first or otherwise ambiguous text date instead of guessing', () => {
    for (const text of ['13/04/2026', '31/12/26', '2026/04/03', '03.04.2026', '3 April 2026', '20260403', '02/30/2026'])
      expect(parseSheetDate(text), text).toBeNull();
  });
});

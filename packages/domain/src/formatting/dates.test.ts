import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTicketDate, formatTime } from './dates';

describe('formatDate', () => {
  it('shows a calendar date as MM/DD/YYYY, padded', () => {
    expect(formatDate('2026-11-08')).toBe('11/08/2026');
    expect(formatDate('2026-01-31T00:00:00.000Z')).toBe('01/31/2026');
  });
  it('shows a timestamp on its local day', () => {
    const at = new Date(2026, 10, 7, 23, 30);
    expect(formatDate(at)).toBe('11/07/2026');
    expect(formatDate(at.toISOString())).toBe('11/07/2026');
  });
  it('gives the fallback for a missing value and leaves a text that is no stored date as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined, 'N/A')).toBe('N/A');
    expect(formatDate('', 'N/A')).toBe('N/A');
    expect(formatDate('10/03/26')).toBe('10/03/26');
  });
});

describe('formatTicketDate', () => {
  it("shows a scale ticket's date MM-DD-YYYY (spec 3 §9)", () => {
    expect(formatTicketDate('2026-10-03')).toBe('10-03-2026');
    expect(formatTicketDate(null)).toBe('');
  });
});

describe('formatTime and formatDateTime', () => {
  it('show the local time with AM/PM', () => {
    expect(formatTime(new Date(2026, 10, 7, 0, 5))).toBe('12:05 AM');
    expect(formatTime(new Date(2026, 10, 7, 13, 45))).toBe('1:45 PM');
    expect(formatDateTime(new Date(2026, 10, 7, 9, 3).toISOString())).toBe('11/07/2026 9:03 AM');
  });
  it('give the fallback for a missing value', () => {
    expect(formatDateTime(null, '--')).toBe('--');
    expect(formatTime(undefined)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { formatTicketDate } from '../formatting/dates';
import { scaleTicketListYears } from './ticket-dates';

describe('formatTicketDate', () => {
  it('shows a stored date as MM-DD-YYYY', () => {
    expect(formatTicketDate('2026-10-03')).toBe('10-03-2026');
    expect(formatTicketDate('2025-01-31T00:00:00.000Z')).toBe('01-31-2025');
  });
  it('leaves what is not a stored date as it is', () => {
    expect(formatTicketDate('10/03/26')).toBe('10/03/26');
    expect(formatTicketDate(null)).toBe('');
    expect(formatTicketDate(undefined)).toBe('');
  });
});

describe('scaleTicketListYears', () => {
  it('covers the sales year back to 4 years before it, newest first', () => {
    expect(scaleTicketListYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});

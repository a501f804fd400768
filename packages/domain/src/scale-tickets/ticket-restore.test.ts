import { describe, expect, it } from 'vitest';
import { isRestorable, restorableUntil, restoreCutoff, TICKET_RESTORE_DAYS } from './ticket-restore';

describe('restoring deleted scale tickets', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');

  it('keeps a deleted ticket restorable for 30 days', () => {
    expect(TICKET_RESTORE_DAYS).toBe(30);
    expect(restoreCutoff(now).toISOString()).toBe('2026-10-29T12:00:00.000Z');
    expect(restorableUntil(new Date('2026-10-29T12:00:00.000Z')).toISOString()).toBe(now.toISOString());
  });

  it('restores up to the cut-off and not a millisecond after', () => {
    expect(isRestorable(new Date('2026-11-28T11:59:00.000Z'), now)).toBe(true);
    expect(isRestorable(new Date('2026-10-29T12:00:00.000Z'), now)).toBe(true);
    expect(isRestorable(new Date('2026-10-29T11:59:59.999Z'), now)).toBe(false);
    expect(isRestorable(new Date('2026-09-01T00:00:00.000Z'), now)).toBe(false);
  });
});

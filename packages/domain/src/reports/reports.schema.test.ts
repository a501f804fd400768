import { afterEach, describe, expect, it, vi } from 'vitest';
import { netBushelsQuerySchema } from './reports.schema';

afterEach(() => vi.useRealTimers());

describe('netBushelsQuerySchema year', () => {
  it('defaults to the current year, kept within the report years 2022 to 2026', () => {
    for (const [now, expected] of [
      ['2025-09-01T12:00:00Z', 2025],
      ['2030-01-15T12:00:00Z', 2026],
      ['2020-06-01T12:00:00Z', 2022],
    ] as const) {
      vi.useFakeTimers({ now: new Date(now) });
      expect(netBushelsQuerySchema.parse({}).year, now).toBe(expected);
    }
  });

  it('takes only a report year', () => {
    expect(netBushelsQuerySchema.parse({ year: '2022' }).year).toBe(2022);
    expect(netBushelsQuerySchema.safeParse({ year: '2021' }).success).toBe(false);
    expect(netBushelsQuerySchema.safeParse({ year: '2027' }).success).toBe(false);
  });
});

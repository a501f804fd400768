import { describe, expect, it } from 'vitest';
import { allocateInventory, type CommittedMonth } from './inventory';

const sep = (units: number, bushels: number): CommittedMonth => ({
  month: 9,
  year: 2025,
  contractUnits: units,
  harvestBushels: bushels,
});
const oct = (units: number, bushels: number): CommittedMonth => ({ ...sep(units, bushels), month: 10 });
const lastMonth = (units: number, bushels: number): CommittedMonth => ({ ...sep(units, bushels), year: 2026 });

describe('allocateInventory', () => {
  it('spans the 13 delivery months from September of the contract year', () => {
    const result = allocateInventory({ contractYear: 2025, totalHarvest: 0, committed: [], deliveredTotal: 0 });
    expect(result.months).toHaveLength(13);
    expect(result.months[0]).toMatchObject({ key: '2025-09', label: 'Sep-25' });
    expect(result.months[12]).toMatchObject({ key: '2026-09', label: 'Sep-26' });
    expect(result).toMatchObject({ harvested: 0, delivered: 0, inventory: 0 });
  });

  it('shares the harvest by contracted units and caps delivery by harvest bushels', () => {
    const result = allocateInventory({
      contractYear: 2025,
      totalHarvest: 9000,
      committed: [sep(1, 2000), oct(2, 5000)],
      deliveredTotal: 4000,
    });
    expect(result.months[0]).toMatchObject({ harvested: 3000, delivered: 2000, inventory: 1000 });
    expect(result.months[1]).toMatchObject({ harvested: 6000, delivered: 2000, inventory: 4000 });
    expect(result).toMatchObject({ harvested: 9000, delivered: 4000, inventory: 5000 });
  });

  it('puts what exceeds every cap on the last month', () => {
    const result = allocateInventory({
      contractYear: 2025,
      totalHarvest: 1000,
      committed: [sep(1, 500), oct(1, 500)],
      deliveredTotal: 1300,
    });
    expect(result.months.map((m) => m.delivered).filter(Boolean)).toEqual([500, 500, 300]);
    expect(result.months[12]!.inventory).toBe(-300);
    expect(result.inventory).toBe(-300);
  });

  it('adds rows of one month and ignores months outside the calendar', () => {
    const result = allocateInventory({
      contractYear: 2025,
      totalHarvest: 400,
      committed: [sep(1, 100), sep(1, 100), lastMonth(2, 0), { ...sep(5, 5), year: 2030 }],
      deliveredTotal: 250,
    });
    expect(result.months[0]).toMatchObject({ harvested: 200, delivered: 200 });
    expect(result.months[12]).toMatchObject({ harvested: 200, delivered: 50 });
  });

  it('keeps the whole harvest in the first month when no units were contracted', () => {
    const result = allocateInventory({ contractYear: 2025, totalHarvest: 700, committed: [], deliveredTotal: 200 });
    expect(result.months[0]).toMatchObject({ harvested: 700, delivered: 0 });
    expect(result.months[12]!.delivered).toBe(200);
    expect(result.inventory).toBe(500);
  });

  it('shows the deliveries as negative inventory when nothing was harvested yet', () => {
    const result = allocateInventory({
      contractYear: 2025,
      totalHarvest: 0,
      committed: [sep(3, 1000)],
      deliveredTotal: 400,
    });
    expect(result.months[0]).toMatchObject({ harvested: 0, delivered: 400, inventory: -400 });
  });

  it('nets negative transfer tickets and books a negative total on the last month', () => {
    const netted = allocateInventory({
      contractYear: 2025,
      totalHarvest: 1000,
      committed: [sep(1, 1000)],
      deliveredTotal: 600 - 200,
    });
    expect(netted.months[0]!.delivered).toBe(400);
    const negative = allocateInventory({
      contractYear: 2025,
      totalHarvest: 1000,
      committed: [sep(1, 1000)],
      deliveredTotal: -250,
    });
    expect(negative.months[0]!.delivered).toBe(0);
    expect(negative.months[12]!.delivered).toBe(-250);
    expect(negative.inventory).toBe(1250);
  });

  it('treats negative or non-finite inputs as zero', () => {
    const result = allocateInventory({
      contractYear: 2025,
      totalHarvest: Number.NaN,
      committed: [sep(-1, -5)],
      deliveredTotal: Number.POSITIVE_INFINITY,
    });
    expect(result).toMatchObject({ harvested: 0, delivered: 0, inventory: 0 });
  });
});

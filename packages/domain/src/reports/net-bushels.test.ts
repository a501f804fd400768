import { describe, expect, it } from 'vitest';
import { allocateInventory } from '../scale-tickets/inventory';
import { REPORTABLE_STATES } from './messages';
import { inProductTab, netBushelsFigures, reportProducts, sumNetBushels, type CommittedUnitRow } from './net-bushels';

const unit = (deliveryType: string, month: number, year: number, contractUnits: number): CommittedUnitRow => ({
  deliveryType,
  month,
  year,
  contractUnits,
});

describe('netBushelsFigures', () => {
  const committed = [
    unit('grain', 10, 2026, 600),
    unit('grain', 10, 2026, 150),
    unit('grain', 11, 2026, 400),
    unit('silage', 9, 2026, 30),
    unit('grain', 10, 2027, 999), // after the 13 months
  ];
  const inventoryRows = committed.map((row) => ({ ...row, harvestBushels: 0 }));
  const tickets = [
    { date: '2026-10-04', netQuantity: 1020 },
    { date: '2026-10-10', netQuantity: 1055 },
    { date: '2026-11-16', netQuantity: 1090 },
    { date: '2026-11-30', netQuantity: -200 }, // a transfer out
    { date: '2026-08-30', netQuantity: 5000 }, // before the 13 months
  ];

  it('sums committed units per delivery month and net tickets per ticket month', () => {
    const figures = netBushelsFigures(2026, 'grain', committed, tickets, 0);
    expect(figures.contracted.slice(0, 3)).toEqual([0, 750, 400]);
    expect(figures.contracted.reduce((s, v) => s + v, 0)).toBe(1150);
    expect(figures.delivered.slice(0, 3)).toEqual([0, 2075, 890]);
    expect(figures.net_total).toBe(2965);
  });

  it('counts tickets on the Grain tab only', () => {
    const silage = netBushelsFigures(2026, 'silage', committed, tickets, 0);
    expect(silage.contracted[0]).toBe(30);
    expect(silage.delivered.every((v) => v === 0)).toBe(true);
    expect(silage.net_total).toBe(0);
  });

  it('shares the harvest over the months by committed units, like the inventory', () => {
    // units of every delivery type weigh, as in the inventory: 750 + 400 + 30 = 1180 in the 13 months
    const figures = netBushelsFigures(2026, 'grain', committed, tickets, 11800);
    expect(figures.harvested.slice(0, 3)).toEqual([300, 7500, 4000]);
    expect(figures.harvested.slice(3).every((v) => v === 0)).toBe(true);
    expect(figures.harvested.reduce((s, v) => s + v, 0)).toBe(11800);
    expect(figures.harvested).toEqual(
      allocateInventory({
        contractYear: 2026,
        totalHarvest: 11800,
        committed: inventoryRows,
        deliveredTotal: 0,
      }).months.map((m) => m.harvested),
    );
    expect(figures.net_total).toBe(2965);
  });

  it('puts the whole harvest in the first month of a contract without units', () => {
    const figures = netBushelsFigures(2026, 'grain', [unit('grain', 10, 2027, 999)], tickets, 5000);
    expect(figures.harvested[0]).toBe(5000);
    expect(figures.harvested.slice(1).every((v) => v === 0)).toBe(true);
    expect(figures.contracted.every((v) => v === 0)).toBe(true);
  });

  it('shows no harvest for zero harvest or off the Grain tab', () => {
    expect(netBushelsFigures(2026, 'grain', committed, tickets, 0).harvested.every((v) => v === 0)).toBe(true);
    expect(netBushelsFigures(2026, 'silage', committed, tickets, 11800).harvested.every((v) => v === 0)).toBe(true);
  });

  it('adds up rows into the totals', () => {
    const one = netBushelsFigures(2026, 'grain', committed, tickets, 11800);
    const total = sumNetBushels([one, one]);
    expect(total.contracted[1]).toBe(1500);
    expect(total.harvested[1]).toBe(15000);
    expect(total.delivered[2]).toBe(1780);
    expect(total.net_total).toBe(5930);
    expect(sumNetBushels([]).contracted).toHaveLength(13);
  });
});

describe('tabs', () => {
  it('offers grain, and the feed products only with a commercial-feed contract', () => {
    expect(reportProducts(false)).toEqual(['grain']);
    expect(reportProducts(true)).toEqual(['grain', 'silage', 'earlage', 'high-moisture']);
  });

  it('lists every contract on Grain, and on another tab those with units of it', () => {
    expect(inProductTab('grain', [])).toBe(true);
    expect(inProductTab('silage', [unit('grain', 10, 2026, 1)])).toBe(false);
    expect(inProductTab('silage', [unit('silage', 10, 2026, 1)])).toBe(true);
  });

  it('counts the allowed statuses of spec §9, exactly', () => {
    expect([...REPORTABLE_STATES].sort()).toEqual(
      [
        'pending',
        'pendinggrowersigned',
        'amendment_pending',
        'amendmentpendinggrowersigned',
        'completed',
        'amendment_completed',
      ].sort(),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { withDeliveredBushels } from './delivered-by-month';

const row = (delivery_type: string, delivery_month: number, contract_units: number) => ({
  delivery_type,
  delivery_month,
  delivery_year: 2026,
  contract_acres: contract_units / 190,
  contract_units,
  harvest_bushels: 999,
});

describe('withDeliveredBushels', () => {
  it("puts each month's tickets on its grain row and reads nothing from the stored harvest_bushels", () => {
    const rows = withDeliveredBushels(
      [row('grain', 10, 9500), row('silage', 11, 30), row('grain', 11, 5700), row('grain', 12, 0)],
      [
        { year: 2026, month: 10, quantity: 1500 },
        { year: 2026, month: 11, quantity: 700 },
      ],
    );
    expect(rows.map((r) => [r.delivery_month, r.delivery_type, r.harvest_bushels])).toEqual([
      [10, 'grain', 1500],
      [11, 'grain', 700],
      [11, 'silage', 0],
      [12, 'grain', 0],
    ]);
  });

  it('adds a grain row for a month with tickets and no committed row, and uses the first row without grain', () => {
    const rows = withDeliveredBushels(
      [row('silage', 10, 30)],
      [
        { year: 2026, month: 10, quantity: 40 },
        { year: 2027, month: 1, quantity: -200 },
        { year: 2026, month: 9, quantity: 0 },
      ],
    );
    expect(rows).toEqual([
      { ...row('silage', 10, 30), harvest_bushels: 40 },
      {
        delivery_type: 'grain',
        delivery_month: 1,
        delivery_year: 2027,
        contract_acres: 0,
        contract_units: 0,
        harvest_bushels: -200,
      },
    ]);
  });
});

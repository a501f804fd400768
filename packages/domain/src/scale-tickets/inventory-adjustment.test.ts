import { describe, expect, it } from 'vitest';
import { adjustsInventory, isAdjustmentTicket, negativeQuantities } from './inventory-adjustment';
import { SCALE_TICKET_MESSAGES } from './messages';
import { scaleTicketInputSchema } from './scale-ticket.schema';

const ticket = {
  production_plan_id: '11111111-1111-4111-8111-111111111111',
  external_reference_id: '22222222-2222-4222-8222-222222222222',
  grower_name: 'Hansen Family Farms',
  scale_ticket_number: 'T-1',
  scale_ticket_date: '2026-10-15',
  bill_of_landing_number: 'B-1',
  gross_quantity: 1000,
  net_quantity: 950,
  test_weight: 56,
  moisture: 15,
  damage: 0,
  foreign_material: 0,
  rapid_visco_analyzer: 1 as const,
};

describe('inventory adjustments', () => {
  it('are zero-outs, transfers and tickets with a negative quantity', () => {
    expect(adjustsInventory(ticket)).toBe(false);
    expect(adjustsInventory({ ...ticket, is_zeroout: true })).toBe(true);
    expect(adjustsInventory({ ...ticket, original_grower_name: 'Elsewhere' })).toBe(true);
    expect(adjustsInventory({ ...ticket, net_lbs: -1 })).toBe(true);
    expect(negativeQuantities({ ...ticket, net_quantity: -1, tar_lbs: -2 })).toEqual(['net_quantity', 'tar_lbs']);
    const negative = { ...ticket, is_zeroout: false, net_quantity: -1 };
    expect(isAdjustmentTicket(negative)).toBe(false);
  });

  it('the POST schema keeps ordinary quantities non-negative and a transfer names its origin', () => {
    const negative = scaleTicketInputSchema.safeParse({ ...ticket, net_quantity: -5 });
    expect(negative.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['net_quantity', SCALE_TICKET_MESSAGES.negativeQuantity],
    ]);
    expect(scaleTicketInputSchema.safeParse({ ...ticket, net_quantity: -5, is_zeroout: true }).success).toBe(true);
    const noOrigin = scaleTicketInputSchema.safeParse({ ...ticket, original_grower_name: 'Elsewhere' });
    expect(noOrigin.error?.issues[0]?.message).toBe(SCALE_TICKET_MESSAGES.transferOriginRequired);
    const transfer = { ...ticket, net_quantity: -5, original_contract_id: '33333333-3333-4333-8333-333333333333' };
    expect(scaleTicketInputSchema.safeParse(transfer).success).toBe(true);
  });
});

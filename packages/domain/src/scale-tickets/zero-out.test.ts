import { describe, expect, it } from 'vitest';
import { createScaleTicketsBodySchema, type ContractInventory } from './scale-ticket.schema';
import { canZeroOut, zeroOutTicket } from './zero-out';

const contract: ContractInventory = {
  contract_id: '0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8',
  new_contract_id: '2025000000001234',
  grower_name: 'Prairie Acres Farm',
  production_plan_id: '1c2d3e4f-5061-4b72-8c83-a4b5c6d7e8f9',
  external_reference_id: '2d3e4f50-6172-4c83-9d94-b5c6d7e8f9a0',
  months: [],
  harvested: 12_500.5,
  delivered: 10_000,
  inventory: 2_500.5,
};

describe('zeroOutTicket', () => {
  const at = new Date(2026, 0, 7, 9, 5);
  const ticket = zeroOutTicket(contract, at);

  it('posts the inventory as net and gross quantity', () => {
    expect(ticket.net_quantity).toBe(2_500.5);
    expect(ticket.gross_quantity).toBe(2_500.5);
    expect(ticket.is_zeroout).toBe(true);
  });

  it('numbers and dates the ticket from the contract and the local time', () => {
    expect(ticket.scale_ticket_number).toBe('zeroout-2025000000001234-202601070905');
    expect(ticket.scale_ticket_date).toBe('2026-01-07');
    expect(ticket.bill_of_landing_number).toBe('zeroout');
  });

  it('carries the contract, its plan and its receiver, with zero readings and a passing RVA', () => {
    expect(ticket).toMatchObject({
      grower_name: 'Prairie Acres Farm',
      original_new_contract_id: '2025000000001234',
      production_plan_id: contract.production_plan_id,
      external_reference_id: contract.external_reference_id,
      test_weight: 0,
      moisture: 0,
      damage: 0,
      foreign_material: 0,
      rapid_visco_analyzer: 1,
    });
  });

  it('is a valid POST body, negative inventory included', () => {
    expect(createScaleTicketsBodySchema.safeParse({ scale_tickets: [ticket] }).success).toBe(true);
    const negative = zeroOutTicket({ ...contract, inventory: -40 }, at);
    expect(createScaleTicketsBodySchema.safeParse({ scale_tickets: [negative] }).success).toBe(true);
  });
});

describe('canZeroOut', () => {
  it('is true only while inventory is left', () => {
    expect(canZeroOut({ inventory: 1 })).toBe(true);
    expect(canZeroOut({ inventory: -3 })).toBe(true);
    expect(canZeroOut({ inventory: 0 })).toBe(false);
    expect(canZeroOut({ inventory: 1e-9 })).toBe(false);
  });
});

import { SCALE_TICKET_MESSAGES, type ScaleTicket } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { emptyTicketForm, ticketFieldsOf, validateTicketForm, type TicketFormValues } from './ticket-form';

const filled = (): TicketFormValues => ({
  ...emptyTicketForm('plan-1'),
  original_new_contract_id: '2612345678901234',
  grower_name: 'Hansen Family Farms',
  scale_ticket_number: 'T-100',
  scale_ticket_date: '2026-10-03',
  bill_of_landing_number: 'BOL-1',
  gross_quantity: 1200,
  net_quantity: 1150.5,
  test_weight: 56,
  moisture: 15.5,
  damage: 1,
  foreign_material: 0.5,
  rapid_visco_analyzer: '1',
});

describe('validateTicketForm', () => {
  it('names every required field of an empty form', () => {
    const errors = validateTicketForm(emptyTicketForm(null));
    expect(errors).toMatchObject({
      production_plan_id: 'Production plan is required',
      original_new_contract_id: 'Grower is required',
      scale_ticket_number: 'Ticket number is required',
      scale_ticket_date: 'Date is required',
      bill_of_landing_number: 'BOL is required',
      gross_quantity: 'Gross quantity is required',
      net_quantity: 'Net quantity is required',
      test_weight: 'Test weight is required',
      moisture: 'Moisture is required',
      damage: 'Damage is required',
      foreign_material: 'Foreign material is required',
      rapid_visco_analyzer: 'RVA is required',
    });
    // the lbs and notes are optional
    expect(errors).not.toHaveProperty('gross_lbs');
    expect(errors).not.toHaveProperty('notes');
  });

  it('passes a filled form and refuses what the domain schema refuses', () => {
    expect(validateTicketForm(filled())).toEqual({});
    expect(validateTicketForm({ ...filled(), moisture: -1 })).toEqual({ moisture: 'Please enter a valid moisture' });
    expect(validateTicketForm({ ...filled(), scale_ticket_date: '2026-13-40' })).toEqual({
      scale_ticket_date: 'Please enter a valid date',
    });
  });
});

describe('validateTicketForm quantities', () => {
  it('refuses negative quantities on an ordinary ticket, not on a transfer or zero-out being edited', () => {
    const negative = { ...filled(), net_quantity: -50 };
    expect(validateTicketForm(negative)).toEqual({ net_quantity: SCALE_TICKET_MESSAGES.negativeQuantity });
    const zeroOut = { is_zeroout: true } as ScaleTicket;
    expect(validateTicketForm(negative, zeroOut)).toEqual({});
  });
});

describe('ticketFieldsOf', () => {
  it('sends numbers, 0 for empty lbs and null for empty notes', () => {
    const fields = ticketFieldsOf({ ...filled(), gross_lbs: '', notes: '  ' });
    expect(fields).toMatchObject({
      gross_quantity: 1200,
      net_quantity: 1150.5,
      rapid_visco_analyzer: 1,
      gross_lbs: 0,
      tar_lbs: 0,
      net_lbs: 0,
      notes: null,
    });
  });
});

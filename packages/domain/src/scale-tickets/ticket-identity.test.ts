import { describe, expect, it } from 'vitest';
import { repeatedTickets, ticketIdentityKey } from './ticket-identity';

const ticket = {
  bill_of_landing_number: 'BOL-1',
  scale_ticket_date: '2026-10-05',
  grower_name: 'Lakeside Farms',
  scale_ticket_number: 'T-1',
};

describe('ticketIdentityKey', () => {
  it('is the same for the same bol, date, grower and ticket number, around spaces trimmed', () => {
    const padded = {
      bill_of_landing_number: ' BOL-1',
      scale_ticket_date: '2026-10-05 ',
      grower_name: '  Lakeside Farms ',
      scale_ticket_number: 'T-1\t',
    };
    expect(ticketIdentityKey(padded)).toBe(ticketIdentityKey(ticket));
  });

  it('keeps case and inner spaces, as the unique index compares the stored values', () => {
    for (const change of [
      { grower_name: 'lakeside farms' },
      { grower_name: 'Lakeside  Farms' },
      { scale_ticket_number: 't-1' },
      { bill_of_landing_number: 'bol-1' },
      { scale_ticket_date: '2026-10-06' },
    ])
      expect(ticketIdentityKey({ ...ticket, ...change }), JSON.stringify(change)).not.toBe(ticketIdentityKey(ticket));
  });

  it('cannot be forged by a separator inside a value', () => {
    const a = { ...ticket, grower_name: 'A|B', scale_ticket_number: 'C' };
    const b = { ...ticket, grower_name: 'A', scale_ticket_number: 'B|C' };
    expect(ticketIdentityKey(a)).not.toBe(ticketIdentityKey(b));
  });
});

describe('repeatedTickets', () => {
  it('groups the indexes of tickets sharing an identity, in list order', () => {
    const other = { ...ticket, scale_ticket_number: 'T-2' };
    const list = [
      ticket,
      other,
      { ...ticket, grower_name: ' Lakeside Farms' },
      { ...ticket, grower_name: 'LAKESIDE FARMS' },
      other,
    ];
    expect(repeatedTickets(list)).toEqual([
      [0, 2],
      [1, 4],
    ]);
    expect(repeatedTickets([ticket, other])).toEqual([]);
    expect(repeatedTickets([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { rvaLabel, showsScaleTickets } from './ticket-display';

describe('showsScaleTickets', () => {
  it('is true for grain-receiver and 3PO companies only', () => {
    expect(showsScaleTickets('grain-receiver')).toBe(true);
    expect(showsScaleTickets('3PO')).toBe(true);
    for (const type of ['syngenta', 'reseller', 'grower', '', null, undefined])
      expect(showsScaleTickets(type), String(type)).toBe(false);
  });
});

describe('rvaLabel', () => {
  it('reads 1 as Pass and 0 as Fail', () => {
    expect(rvaLabel(1)).toBe('Pass');
    expect(rvaLabel(0)).toBe('Fail');
  });
});

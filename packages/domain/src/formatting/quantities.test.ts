import { describe, expect, it } from 'vitest';
import {
  THOUSANDS_SEPARATOR,
  formatAmount,
  formatCount,
  formatMoney,
  formatQuantity,
  groupDigits,
  pluralise,
} from './quantities';

describe('formatAmount', () => {
  it('puts thousands separators on every quantity, at most two decimals', () => {
    expect(formatAmount(32000)).toBe('32,000');
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(null)).toBe('');
  });
});

describe('formatQuantity', () => {
  it('pluralises the unit by the amount', () => {
    expect(formatQuantity(1, 'bushel')).toBe('1 bushel');
    expect(formatQuantity(14400, 'bushel')).toBe('14,400 bushels');
    expect(formatQuantity(2.5, 'tons')).toBe('2.5 tons');
    expect(formatQuantity(1, 'tons')).toBe('1 ton');
    expect(formatQuantity(0, 'wet bushel')).toBe('0 wet bushels');
    expect(formatQuantity(null, 'bushel')).toBe('');
  });
  it('counts things the same way', () => {
    expect(formatCount(3214, 'ticket')).toBe('3,214 tickets');
    expect(formatCount(1, 'ticket')).toBe('1 ticket');
    expect(pluralise('acres', 1)).toBe('acre');
  });
});

describe('formatMoney', () => {
  it('shows US dollars with cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(null)).toBe('');
  });
});

describe('groupDigits', () => {
  it('groups a typed number the way formatAmount shows it', () => {
    expect(groupDigits('32000')).toBe('32,000');
    expect(groupDigits('32000')).toBe(formatAmount(32000));
    expect(groupDigits('1234567.89')).toBe(formatAmount(1234567.89));
    expect(groupDigits('999')).toBe('999');
    expect(THOUSANDS_SEPARATOR).toBe(',');
  });
  it('keeps what is being typed: a trailing point, decimals as typed, an empty field', () => {
    expect(groupDigits('14800.')).toBe('14,800.');
    expect(groupDigits('1000.50')).toBe('1,000.50');
    expect(groupDigits('.5')).toBe('.5');
    expect(groupDigits('')).toBe('');
  });
  it('leaves text that is not a plain number alone', () => {
    expect(groupDigits('12a')).toBe('12a');
    expect(groupDigits('-1000')).toBe('-1000');
  });
});

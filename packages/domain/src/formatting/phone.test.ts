import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, orNA, phoneForSending } from './phone';

describe('phone rules', () => {
  it('accepts ten digits with the allowed separators', () => {
    for (const ok of ['919-999-9999', '919.999.9999', '(919) 999-9999', '9199999999', '919 999 9999'])
      expect(isValidPhone(ok), ok).toBe(true);
    for (const bad of ['919-999-999', '919-999-99999', 'abc-def-ghij', '']) expect(isValidPhone(bad), bad).toBe(false);
  });

  it('strips non-digits and prefixes 1 to ten digits when sending', () => {
    expect(phoneForSending('(919) 999-9999')).toBe('19199999999');
    expect(phoneForSending('19199999999')).toBe('19199999999');
  });

  it('displays (xxx) xxx-xxxx or N/A', () => {
    expect(formatPhone('9199999999')).toBe('(919) 999-9999');
    expect(formatPhone('19199999999')).toBe('(919) 999-9999');
    expect(formatPhone('12345')).toBe('N/A');
    expect(formatPhone(null)).toBe('N/A');
    expect(formatPhone('null')).toBe('N/A');
    expect(orNA('null')).toBe('N/A');
    expect(orNA('x')).toBe('x');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCoordinate } from './coordinates';

describe('formatCoordinate', () => {
  it('drops float noise and keeps up to six decimals', () => {
    expect(formatCoordinate(-93.82000000000001)).toBe('-93.82');
    expect(formatCoordinate(41.58999999999999)).toBe('41.59');
    expect(formatCoordinate(42.1234567)).toBe('42.123457');
    expect(formatCoordinate(-90)).toBe('-90');
    expect(formatCoordinate(null)).toBe('');
  });
});

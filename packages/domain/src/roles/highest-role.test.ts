import { describe, expect, it } from 'vitest';
import { highestRoleHas } from './highest-role';

describe('highestRoleHas', () => {
  it('1.23: reads the highest role only, not the other assignments', () => {
    expect(highestRoleHas({ role_type: 'internal', permissions: ['show-reports'] }, 'show-reports')).toBe(true);
    expect(highestRoleHas({ role_type: 'internal', permissions: ['read-company'] }, 'show-reports')).toBe(false);
  });
  it('role type admin has every permission', () => {
    expect(highestRoleHas({ role_type: 'admin', permissions: [] }, 'show-reports')).toBe(true);
  });
  it('a user without a role has none', () => {
    expect(highestRoleHas({ role_type: null, permissions: [] }, 'show-reports')).toBe(false);
  });
});

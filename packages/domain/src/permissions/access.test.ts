import { describe, expect, it } from 'vitest';
import { checkAccess, companiesWith, hasGeneralAccess, type AccessState } from './access';

const external: AccessState = {
  status: 'loaded',
  role_type: 'external',
  company_permissions: { c1: ['create-contract', 'sign-contract'], c2: ['approve-contract'] },
};

describe('checkAccess', () => {
  it('answers loading while the role loads and none when it failed', () => {
    expect(checkAccess({ status: 'loading' }, 'ANY', 'read-company')).toBe('loading');
    expect(checkAccess({ status: 'failed' }, 'ANY', 'read-company')).toBe('none');
  });

  it('grants every permission to role type admin', () => {
    const admin: AccessState = { status: 'loaded', role_type: 'admin', company_permissions: {} };
    expect(checkAccess(admin, 'c9', 'delete-void')).toBe('success');
    expect(hasGeneralAccess(admin)).toBe(true);
    expect(companiesWith(admin, ['read-company'])).toBeNull();
  });

  it('checks the named company only', () => {
    expect(checkAccess(external, 'c1', 'create-contract')).toBe('success');
    expect(checkAccess(external, 'c2', 'create-contract')).toBe('none');
    expect(checkAccess(external, 'c3', 'create-contract')).toBe('none');
  });

  it('checks every company for ANY and accepts any one of several codes', () => {
    expect(checkAccess(external, 'ANY', 'approve-contract')).toBe('success');
    expect(checkAccess(external, 'ANY', 'read-company')).toBe('none');
    expect(checkAccess(external, 'c2', ['read-user', 'approve-contract'])).toBe('success');
    expect(hasGeneralAccess(external)).toBe(false);
  });

  it('lists the companies holding a code', () => {
    expect(companiesWith(external, ['sign-contract', 'approve-contract'])).toEqual(['c1', 'c2']);
  });
});

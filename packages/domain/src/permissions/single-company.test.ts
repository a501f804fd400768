import { describe, expect, it } from 'vitest';
import { singleCompanyOf } from './single-company';

describe('singleCompanyOf', () => {
  it('is the one company of a partner assigned at one company only', () => {
    expect(singleCompanyOf({ role_type: 'external', company_permissions: { c1: ['sign-contract'] } })).toBe('c1');
  });
  it('is null for a partner at two companies, for staff and for a user without assignments', () => {
    expect(singleCompanyOf({ role_type: 'external', company_permissions: { c1: [], c2: [] } })).toBeNull();
    expect(singleCompanyOf({ role_type: 'internal', company_permissions: { c1: ['is-steward'] } })).toBeNull();
    expect(singleCompanyOf({ role_type: 'admin', company_permissions: { c1: [] } })).toBeNull();
    expect(singleCompanyOf({ role_type: null, company_permissions: {} })).toBeNull();
  });
});

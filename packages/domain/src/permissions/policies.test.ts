import { describe, expect, it } from 'vitest';
import type { AccessState } from './access';
import {
  canAssignRole,
  canChangeCompanyKeys,
  canGrantRole,
  canOfferRole,
  canReadAllCompanies,
  canEditProfile,
  canReadUser,
  canUpdateCompany,
  inviteCodeFor,
} from './policies';

const admin: AccessState = { status: 'loaded', role_type: 'admin', company_permissions: {} };
const salesrep: AccessState = {
  status: 'loaded',
  role_type: 'internal',
  company_permissions: { pg: ['read-company', 'read-user', 'assign-external-role'] },
};
const manager: AccessState = {
  status: 'loaded',
  role_type: 'internal',
  company_permissions: { pg: ['update-assigned-company', 'assign-internal-role'], hq: ['update-company'] },
};
const reseller: AccessState = { status: 'loaded', role_type: 'external', company_permissions: { pg: ['read-user'] } };

describe('company and user policies', () => {
  it('lists every company with read-company anywhere', () => {
    expect(canReadAllCompanies(admin)).toBe(true);
    expect(canReadAllCompanies(salesrep)).toBe(true);
    expect(canReadAllCompanies(reseller)).toBe(false);
  });

  it('update-company edits any company, update-assigned-company only where held', () => {
    expect(canUpdateCompany(manager, 'other')).toBe(true);
    const assignedOnly: AccessState = {
      ...manager,
      company_permissions: { pg: ['update-assigned-company'] },
    } as AccessState;
    expect(canUpdateCompany(assignedOnly, 'pg')).toBe(true);
    expect(canUpdateCompany(assignedOnly, 'other')).toBe(false);
    expect(canUpdateCompany(reseller, 'pg')).toBe(false);
  });

  it('internal roles need assign-internal-role, external ones assign-external-role, admin roles an admin', () => {
    expect(inviteCodeFor('internal')).toBe('assign-internal-role');
    expect(inviteCodeFor('external')).toBe('assign-external-role');
    expect(canAssignRole(salesrep, 'pg', 'external')).toBe(true);
    expect(canAssignRole(salesrep, 'pg', 'internal')).toBe(false);
    expect(canAssignRole(salesrep, 'other', 'external')).toBe(false);
    expect(canAssignRole(manager, 'pg', 'internal')).toBe(true);
    expect(canAssignRole(manager, 'pg', 'admin')).toBe(false);
    expect(canAssignRole(admin, 'pg', 'admin')).toBe(true);
  });

  it('a user is readable by themself, admins and read-user holders at one of their companies', () => {
    expect(canReadUser(reseller, 'me', 'me', [])).toBe(true);
    expect(canReadUser(admin, 'a', 'b', [])).toBe(true);
    expect(canReadUser(reseller, 'a', 'b', ['pg'])).toBe(true);
    expect(canReadUser(reseller, 'a', 'b', ['cornbelt', null])).toBe(false);
  });

  it('a profile is editable by its user and by admins only', () => {
    expect(canEditProfile(reseller, 'me', 'me')).toBe(true);
    expect(canEditProfile(admin, 'a', 'b')).toBe(true);
    expect(canEditProfile(manager, 'a', 'b')).toBe(false);
  });

  it('M-3: an invite never targets oneself and grants only permissions held at that company', () => {
    const grant = { actorUserId: 'me', userId: 'you', companyId: 'pg', roleType: 'external' as const };
    expect(canGrantRole(salesrep, { ...grant, codes: ['read-user'] })).toBe(true);
    expect(canGrantRole(salesrep, { ...grant, codes: ['read-user', 'approve-contract'] })).toBe(false);
    expect(canGrantRole(salesrep, { ...grant, userId: 'me', codes: [] })).toBe(false);
    expect(canGrantRole(salesrep, { ...grant, companyId: 'other', codes: [] })).toBe(false);
    expect(canGrantRole(admin, { ...grant, userId: 'me', codes: ['approve-contract'] })).toBe(true);
    expect(canOfferRole(salesrep, 'pg', 'external', ['read-user'])).toBe(true);
    expect(canOfferRole(salesrep, 'pg', 'external', ['approve-contract'])).toBe(false);
  });

  it('L-16: type, SAP id and inventory code change with update-company only', () => {
    expect(canChangeCompanyKeys(manager)).toBe(true);
    expect(canChangeCompanyKeys(admin)).toBe(true);
    expect(canChangeCompanyKeys({ ...manager, company_permissions: { pg: ['update-assigned-company'] } })).toBe(false);
  });
});

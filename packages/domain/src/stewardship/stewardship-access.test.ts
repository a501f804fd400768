import { describe, expect, it } from 'vitest';
import type { AccessState } from '../permissions/access';
import { canAssignMe, canAssignOthers, canEditStewardship, canOpenStewardship } from './stewardship-access';

const at = (company_permissions: Record<string, string[]>, role_type: 'external' | 'admin' = 'external') =>
  ({ status: 'loaded', role_type, company_permissions }) as AccessState;

describe('stewardship access', () => {
  it('opens the page for a page permission at one of the contract companies only', () => {
    expect(canOpenStewardship(at({ r: ['sign-contract'] }), ['x', 'r', null], false)).toBe(true);
    expect(canOpenStewardship(at({ other: ['create-contract'] }), ['x', 'r'], false)).toBe(false);
    expect(canOpenStewardship(at({ r: ['view-contract'] }), ['r'], false)).toBe(false);
  });

  it('opens it for stewards of the activity, all-steward anywhere and admins', () => {
    expect(canOpenStewardship(at({ p: ['is-steward'] }), ['r'], true)).toBe(true);
    expect(canOpenStewardship(at({ p: ['is-steward'] }), ['r'], false)).toBe(false);
    expect(canOpenStewardship(at({ p: ['all-steward'] }), ['r'], false)).toBe(true);
    expect(canOpenStewardship(at({}, 'admin'), ['r'], false)).toBe(true);
  });

  it('lets stewards of the activity, all-steward and admins edit', () => {
    expect(canEditStewardship(at({ p: ['is-steward'] }), true)).toBe(true);
    expect(canEditStewardship(at({ p: ['is-steward'] }), false)).toBe(false);
    expect(canEditStewardship(at({ r: ['create-contract'] }), false)).toBe(false);
    expect(canEditStewardship(at({ p: ['all-steward'] }), false)).toBe(true);
    expect(canEditStewardship(at({}, 'admin'), false)).toBe(true);
  });

  it('offers Assign Me to steward-permission holders not yet stewards; others to admins only', () => {
    expect(canAssignMe(at({ p: ['is-steward'] }), false)).toBe(true);
    expect(canAssignMe(at({ p: ['is-steward'] }), true)).toBe(false);
    expect(canAssignMe(at({ r: ['create-contract'] }), false)).toBe(false);
    expect(canAssignOthers(at({ p: ['all-steward'] }))).toBe(false);
    expect(canAssignOthers(at({}, 'admin'))).toBe(true);
  });
});

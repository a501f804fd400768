import { describe, expect, it } from 'vitest';
import type { AccessState, HighestRole } from '@portal/domain';
import { isActive, MENU } from './menu';

const active = (pathname: string) => MENU.filter((entry) => isActive(entry, pathname)).map((entry) => entry.label);

describe('menu', () => {
  it('marks one entry active; people routes count as Companies, contract pages as Contracts', () => {
    expect(active('/contracts')).toEqual(['Contracts']);
    expect(active('/dashboard')).toEqual(['Contracts']);
    expect(active('/company/abc/contracts/def')).toEqual(['Contracts']);
    expect(active('/company/abc/contracts/create')).toEqual(['Contracts']);
    expect(active('/company')).toEqual(['Companies']);
    expect(active('/company/abc')).toEqual(['Companies']);
    expect(active('/company/ANY/user/u1')).toEqual(['Companies']);
    expect(active('/admin/outbox')).toEqual(['Admin']);
    expect(active('/company/programs')).toEqual(['Admin']);
    expect(active('/company/upload-account-leads')).toEqual(['Admin']);
  });
});

describe('Reports entry', () => {
  const reports = MENU.find((entry) => entry.to === '/reports')!;
  const access = (permissions: string[]): AccessState => ({
    status: 'loaded',
    role_type: 'external',
    company_permissions: { c1: permissions },
  });
  it('shows only with show-reports', () => {
    const me = { role_type: 'external' } as HighestRole;
    expect(reports.visible(me, access(['show-reports']))).toBe(true);
    expect(reports.visible(me, access(['view-contract']))).toBe(false);
  });
});

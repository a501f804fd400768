import { describe, expect, it } from 'vitest';
import type { AccessState, HighestRole } from '@portal/domain';
import { isActive, MENU, partnerEntries } from './menu';

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
    expect(active('/company/programs')).toEqual(['Uploads']);
    expect(active('/company/upload-account-leads')).toEqual(['Uploads']);
    expect(active('/docUploader')).toEqual(['Uploads']);
  });
});

describe('Reports entry', () => {
  const reports = MENU.find((entry) => entry.to === '/reports')!;
  const access = (permissions: string[]): AccessState => ({
    status: 'loaded',
    role_type: 'external',
    company_permissions: { c1: permissions },
  });
  const me = (permissions: string[], role_type: HighestRole['role_type'] = 'external') =>
    ({ role_type, permissions }) as HighestRole;
  it('shows only with show-reports', () => {
    expect(reports.visible(me(['show-reports']), access(['show-reports']))).toBe(true);
    expect(reports.visible(me(['view-contract']), access(['view-contract']))).toBe(false);
    expect(reports.visible(me([], 'admin'), { status: 'loaded', role_type: 'admin', company_permissions: {} })).toBe(
      true,
    );
  });
  it("1.23: only when the user's highest role has show-reports, not another assignment", () => {
    // Highest role (internal) without show-reports; an external assignment elsewhere has it.
    const state: AccessState = {
      status: 'loaded',
      role_type: 'internal',
      company_permissions: { c1: ['read-company'], c2: ['show-reports'] },
    };
    expect(reports.visible(me(['read-company'], 'internal'), state)).toBe(false);
  });
});

describe('Uploads entry', () => {
  const uploads = MENU.find((entry) => entry.to === '/docUploader')!;
  const me = { role_type: 'external', permissions: [] } as unknown as HighestRole;
  const holding = (permissions: string[]): AccessState => ({
    status: 'loaded',
    role_type: 'external',
    company_permissions: { c1: permissions },
  });
  it('1.08: shows for a holder of one upload page permission, not for a grower', () => {
    expect(uploads.visible(me, holding(['company-training']))).toBe(true);
    expect(uploads.visible(me, holding(['show-programs']))).toBe(true);
    expect(uploads.visible(me, holding(['create-scale-ticket']))).toBe(true);
    expect(uploads.visible(me, holding(['view-contract']))).toBe(false);
  });
});

describe('partner entries', () => {
  const partner = (company_permissions: Record<string, string[]>, role_type: HighestRole['role_type'] = 'external') => {
    const me = { role_type, permissions: [], company_permissions } as unknown as HighestRole;
    const access: AccessState = { status: 'loaded', role_type: role_type ?? 'external', company_permissions };
    return partnerEntries(me, access, 2026);
  };
  const labels = (entries: ReturnType<typeof partner>) => entries.map((entry) => [entry.label, entry.to]);

  it("lead a single-company receiver (or 3PO) to her company's scale tickets, plans and page", () => {
    expect(labels(partner({ c1: ['create-contract', 'sign-contract', 'create-scale-ticket'] }))).toEqual([
      ['Scale tickets', '/company/c1/scale-tickets/2026'],
      ['Production plans', '/company/c1#production-plans'],
      ['My company', '/company/c1'],
    ]);
  });
  it('give a reseller only My company (the company pages show no tickets or plans for resellers)', () => {
    expect(labels(partner({ c2: ['approve-contract', 'read-user'] }))).toEqual([['My company', '/company/c2']]);
  });
  it('are none for a user at two companies or for staff', () => {
    expect(partner({ c1: ['sign-contract'], c2: ['sign-contract'] })).toEqual([]);
    expect(partner({ p1: ['is-steward', 'read-company'] }, 'internal')).toEqual([]);
  });
  it('lead Scale tickets to the company page while the sales year loads', () => {
    const me = {
      role_type: 'external',
      permissions: [],
      company_permissions: { c1: ['sign-contract'] },
    } as unknown as HighestRole;
    const access: AccessState = {
      status: 'loaded',
      role_type: 'external',
      company_permissions: me.company_permissions,
    };
    expect(partnerEntries(me, access, undefined)[0]).toMatchObject({ label: 'Scale tickets', to: '/company/c1' });
  });
  it('own their paths: the scale tickets of any year, a plan, the company page', () => {
    const [tickets, plans, company] = partner({ c1: ['sign-contract'] });
    expect(tickets!.matches('/company/c1/scale-tickets/2025')).toBe(true);
    expect(plans!.matches('/company/c1/production-plan/view/p1')).toBe(true);
    expect(company!.matches('/company/c1')).toBe(true);
    expect(company!.matches('/company/c2')).toBe(false);
  });
});

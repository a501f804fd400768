import { describe, expect, it } from 'vitest';
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

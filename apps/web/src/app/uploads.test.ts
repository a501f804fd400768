import { NAMED_ROLES, type AccessState } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { uploadsFor } from './uploads';

/** A user holding one named role at company c1. */
const asRole = (roleName: string): AccessState => {
  const role = NAMED_ROLES.find((r) => r.role_name === roleName)!;
  return { status: 'loaded', role_type: role.role_type, company_permissions: { c1: [...role.permissions] } };
};
const labels = (access: AccessState) => uploadsFor(access).map((entry) => entry.label);

describe('/docUploader entries', () => {
  it('1.08: each role sees the upload pages its permissions open', () => {
    expect(labels({ status: 'loaded', role_type: 'admin', company_permissions: {} })).toEqual([
      'Upload Scale Tickets',
      'Upload Stewardship Training',
      'Upload Account Leads',
      'Programs',
      'Upload Training Video',
      'Upload Growers',
    ]);
    expect(labels(asRole('receiver'))).toEqual(['Upload Scale Tickets', 'Upload Account Leads']);
    expect(labels(asRole('sales-representative'))).toEqual(['Upload Stewardship Training']);
    expect(labels(asRole('grower'))).toEqual([]);
    expect(labels(asRole('reseller'))).toEqual([]);
  });

  it('X16: a non-admin holder of show-programs or company-training is offered Programs and the training upload', () => {
    const access: AccessState = {
      status: 'loaded',
      role_type: 'internal',
      company_permissions: { c1: ['show-programs', 'company-training'] },
    };
    expect(labels(access)).toEqual(['Upload Stewardship Training', 'Programs']);
  });

  it('leads the scale tickets entry to the company where the user may upload them; admins choose a company', () => {
    const [scaleTickets] = uploadsFor(asRole('receiver'));
    expect(scaleTickets!.to(asRole('receiver'))).toBe('/company/c1');
    const admin: AccessState = { status: 'loaded', role_type: 'admin', company_permissions: {} };
    expect(uploadsFor(admin)[0]!.to(admin)).toBe('/company');
  });
});

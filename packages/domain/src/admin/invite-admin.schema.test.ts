import { describe, expect, it } from 'vitest';
import { inviteAdminSchema } from './invite-admin.schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('invite admin', () => {
  it('needs a role and a valid e-mail for a new user', () => {
    expect(
      messages(inviteAdminSchema.safeParse({ user_type: 'new', company_id: 'admin', role_id: '', email: 'x' })),
    ).toEqual([
      'Please select a role for this user',
      'This email appears to be invalid. Please check if anything is missing',
    ]);
    expect(
      messages(inviteAdminSchema.safeParse({ user_type: 'new', company_id: 'admin', role_id: 'r', email: '' })),
    ).toEqual(['Please provide email address']);
    expect(
      inviteAdminSchema.safeParse({ user_type: 'existing', company_id: 'c1', role_id: 'r', user_id: 'u' }).success,
    ).toBe(false);
  });
});

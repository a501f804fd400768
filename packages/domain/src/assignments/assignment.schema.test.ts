import { describe, expect, it } from 'vitest';
import { INVITE_MESSAGES, inviteFormSchema, linkCompaniesSchema, linkCompanyRoleFormSchema } from './assignment.schema';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('Invite user (spec 1, §5, §8)', () => {
  it('requires a role and a new user e-mail of standard format', () => {
    expect(messages(inviteFormSchema.safeParse({ mode: 'new', role_id: '', email: '' }))).toEqual({
      role_id: 'Please select a role for this user',
      email: 'Please provide email address',
    });
    expect(messages(inviteFormSchema.safeParse({ mode: 'new', role_id: 'r', email: 'jo@example' }))).toEqual({
      email: 'This email appears to be invalid. Please check if anything is missing',
    });
    expect(inviteFormSchema.parse({ mode: 'new', role_id: 'r', email: ' Jo@Example.COM ' })).toEqual({
      mode: 'new',
      role_id: 'r',
      email: 'jo@example.com',
    });
  });

  it('needs a chosen user in the existing-user mode', () => {
    expect(messages(inviteFormSchema.safeParse({ mode: 'existing', role_id: 'r', user_id: '' }))).toEqual({
      user_id: 'Please select an existing user',
    });
  });

  it('has the failure texts verbatim', () => {
    expect(INVITE_MESSAGES.alreadyAssigned('jo@example.com')).toBe(
      'User with email address jo@example.com is already assigned to this company.',
    );
    expect(INVITE_MESSAGES.failed).toBe('Something went wrong. Please try again later.');
  });
});

describe('Link Company', () => {
  const a = '4f1c2a4e-8a4b-4c55-9a64-0b6f0a0e7d11';
  const b = '5f1c2a4e-8a4b-4c55-9a64-0b6f0a0e7d12';
  it('needs a company, and two different ones', () => {
    expect(messages(linkCompaniesSchema.safeParse({ company_id_1: a, company_id_2: '' }))).toEqual({
      company_id_2: 'Please provide a company',
    });
    expect(messages(linkCompaniesSchema.safeParse({ company_id_1: a, company_id_2: a }))).toEqual({
      company_id_2: 'A company cannot be linked to itself.',
    });
    expect(linkCompaniesSchema.safeParse({ company_id_1: a, company_id_2: b }).success).toBe(true);
  });

  it('the link-company role form needs a company name and a role', () => {
    expect(messages(linkCompanyRoleFormSchema.safeParse({ company_id: '', role_id: '' }))).toEqual({
      company_id: 'Please provide company name',
      role_id: 'Please select a role',
    });
  });
});

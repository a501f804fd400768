import { describe, expect, it } from 'vitest';
import { inviteAdminSchema, plantingAndHarvestDateSchema, salesYearSchema } from './invite-admin.schema';
import { createProgramSchema } from '../programs/programs.schema';
import { createRoleSchema, roleNameFrom, updateRoleSchema } from '../roles/roles.schema';
import { surveyCodeFailureText, surveyCodeFrom } from '../survey-codes/survey-code.schema';
import { trainingIdFor, trainingVideoFormSchema } from '../training/training.schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('role schemas', () => {
  it('require a name and a description with the spec messages', () => {
    expect(
      messages(
        createRoleSchema.safeParse({ display_name: ' ', description: '', role_type: 'internal', permissions: [] }),
      ),
    ).toEqual([
      'New role name is required. Please complete this field',
      'Description of the new role is required. Please complete this field',
    ]);
    expect(
      messages(updateRoleSchema.safeParse({ role_id: crypto.randomUUID(), display_name: '', permissions: [] })),
    ).toEqual(['Role name is required. Please complete this field']);
  });
  it('accept only known permission codes and derive the role name', () => {
    expect(
      createRoleSchema.safeParse({ display_name: 'X', description: 'Y', role_type: 'internal', permissions: ['nope'] })
        .success,
    ).toBe(false);
    expect(roleNameFrom(' Regional Agronomist (West) ')).toBe('regional-agronomist-west');
  });
});

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

describe('years and dates', () => {
  it('validate the sales year and iso dates', () => {
    expect(salesYearSchema.parse({ sales_year: '2027' })).toEqual({ sales_year: 2027 });
    expect(
      plantingAndHarvestDateSchema.safeParse({
        selected_year: 2026,
        planting_date: '06/15/2026',
        harvest_date: '2026-11-15',
      }).success,
    ).toBe(false);
  });
});

describe('programs, videos and survey codes', () => {
  it('words the program and video messages as the spec does', () => {
    expect(messages(createProgramSchema.safeParse({ program_name: '  ' }))).toEqual(['Please provide program name']);
    expect(messages(trainingVideoFormSchema.safeParse({ year: '', url: '' }))).toEqual([
      'Please select year',
      'Please provide MP4 video URL',
    ]);
    expect(
      messages(trainingVideoFormSchema.safeParse({ year: '2026', url: 'https://cdn.example.com/video.mov' })),
    ).toEqual(['Please provide valid MP4 video URL']);
    expect(trainingIdFor(2026)).toBe('Enogen-Stewardship-2026');
  });
  it('builds codes from the unambiguous alphabet and capitalises failures', () => {
    expect(surveyCodeFrom(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]))).toBe('ABCDEFGH');
    expect(surveyCodeFailureText('rate limit reached')).toBe('Rate limit reached');
    expect(surveyCodeFailureText(undefined)).toBe('Something went wrong.');
  });
});

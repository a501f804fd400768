import { describe, expect, it } from 'vitest';
import { createRoleSchema, roleNameFrom, updateRoleSchema } from './roles.schema';

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

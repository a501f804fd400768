import { describe, expect, it } from 'vitest';
import { userProfileUpdateSchema } from './user.schema';

const profile = { user_id: 'u-1', first: 'Riley', last: 'Jensen', phone: '712-555-0103' };

describe('Update User (PATCH …/users)', () => {
  it('1.54: the address is optional; an emptied line is null and an absent one is left out', () => {
    expect(
      userProfileUpdateSchema.parse({ ...profile, address1: ' 12 Oak Street ', address2: '', city: 'Ames' }),
    ).toEqual({ ...profile, address1: '12 Oak Street', address2: null, city: 'Ames' });
    expect(userProfileUpdateSchema.safeParse({ ...profile, zipcode: '1'.repeat(21) }).success).toBe(false);
    expect(userProfileUpdateSchema.safeParse({ ...profile, first: '' }).success).toBe(false);
  });
});

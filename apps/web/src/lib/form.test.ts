import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { formFieldErrors } from './form';

const refusal = (details: unknown, status = 400) => new ApiError(status, { code: 'validation', message: 'x', details });
const values = { name: '', domains: '', signers: [{ email: '' }] };

describe('formFieldErrors', () => {
  it("puts each detail on the form's field, the first message of a field winning", () => {
    const error = refusal([
      { field: 'name', message: 'Name is taken' },
      { field: 'signers.0.email', message: 'Bad e-mail' },
      { field: 'name', message: 'second' },
    ]);
    expect(formFieldErrors(error, values)).toEqual({ name: 'Name is taken', 'signers.0.email': 'Bad e-mail' });
  });

  it('puts an item of a list the form keeps as one text on that input', () => {
    expect(formFieldErrors(refusal([{ field: 'domains.0', message: 'Bad domain' }]), values)).toEqual({
      domains: 'Bad domain',
    });
  });

  it('gives null (the failure shows above the form) for a field the form lacks, text details, a conflict', () => {
    expect(formFieldErrors(refusal([{ field: 'plan_id', message: 'Plan' }]), values)).toBeNull();
    expect(formFieldErrors(refusal(['Ticket T-100 already exists']), values)).toBeNull();
    expect(formFieldErrors(refusal([{ field: 'name', message: 'Changed' }], 412), values)).toBeNull();
    expect(formFieldErrors(new Error('network'), values)).toBeNull();
  });

  it("takes a duplicate's 409 with field details too", () => {
    expect(formFieldErrors(refusal([{ field: 'name', message: 'SAP ID 1 is in use' }], 409), values)).toEqual({
      name: 'SAP ID 1 is in use',
    });
  });
});

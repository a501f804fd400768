import { APP_ERRORS, ERROR_CODES, RECORD_VERSION_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { AppError, appError, fieldConflict, fieldError, fieldErrors } from './errors';

describe('AppError', () => {
  it('takes its status from its code, so a code cannot leave with another status', () => {
    for (const code of ERROR_CODES) expect(new AppError(code, 'x').statusCode).toBe(APP_ERRORS[code].status);
    expect(appError('stale_version', 'x').statusCode).toBe(412);
    expect(appError('void_blocked').statusCode).toBe(409);
  });

  it("uses the code's own text when the thrower gives none", () => {
    expect(appError('precondition_required').message).toBe(RECORD_VERSION_MESSAGES.versionRequired);
    expect(appError('conflict', 'Taken').message).toBe('Taken');
  });

  it('sends every field error as 400 validation_failed, the first field giving the message', () => {
    const one = fieldError('role_id', 'Please select a role');
    expect([one.statusCode, one.code, one.message, one.details]).toEqual([
      400,
      'validation_failed',
      'Please select a role',
      [{ field: 'role_id', message: 'Please select a role' }],
    ]);
    const two = fieldErrors([
      { field: 'a', message: 'A' },
      { field: 'b', message: 'B' },
    ]);
    expect([two.statusCode, two.code, two.message]).toEqual([400, 'validation_failed', 'A']);
    expect(fieldConflict('contract_year', 'Taken')).toMatchObject({
      statusCode: 409,
      code: 'conflict',
      details: [{ field: 'contract_year', message: 'Taken' }],
    });
  });
});

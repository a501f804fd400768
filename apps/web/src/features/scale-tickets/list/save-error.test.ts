import { SCALE_TICKET_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { saveFailureTitle, serverLines } from './save-error';

const apiError = (code: string, message: string, details: unknown, status = 400) =>
  new ApiError(status, { code, message, details });

describe('serverLines', () => {
  it('lists the detail messages of the server, strings or {message} objects', () => {
    expect(serverLines(apiError('conflict', 'x', ['Ticket 1 exists', 'Ticket 2 exists']))).toEqual([
      'Ticket 1 exists',
      'Ticket 2 exists',
    ]);
    expect(serverLines(apiError('validation_failed', 'x', [{ field: 'moisture', message: 'Too big' }]))).toEqual([
      'Too big',
    ]);
    expect(serverLines(apiError('conflict', 'x', { messages: ['Ticket 3 exists'] }))).toEqual(['Ticket 3 exists']);
  });
  it('falls back to the message', () => {
    expect(serverLines(apiError('forbidden', 'No access', null, 403))).toEqual(['No access']);
    expect(serverLines(new Error('Failed to fetch'))).toEqual(['Failed to fetch']);
  });
});

describe('saveFailureTitle', () => {
  it('names a duplicate, an add failure and an update failure with the spec texts', () => {
    expect(saveFailureTitle(apiError('scale_ticket_duplication', 'dup', [], 409), false)).toBe(
      SCALE_TICKET_MESSAGES.duplicate,
    );
    expect(saveFailureTitle(apiError('bad_request', 'x', null), false)).toBe(SCALE_TICKET_MESSAGES.singleUploadFailed);
    expect(saveFailureTitle(apiError('bad_request', 'x', null), true)).toBe(SCALE_TICKET_MESSAGES.updateFailed);
  });
});

import { SCALE_TICKET_MESSAGES } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { renderWith } from '../../../testing/render';
import { SaveOutcomeModals } from './save-outcome-modals';

const show = (status: 'error' | 'success', error: unknown = null) =>
  renderWith(<SaveOutcomeModals status={status} error={error} onCloseError={() => {}} onCloseSuccess={() => {}} />, {
    me: null,
  });

describe('SaveOutcomeModals', { timeout: 20_000 }, () => {
  it('names a duplicate with the server lines', async () => {
    show(
      'error',
      new ApiError(409, {
        code: 'scale_ticket_duplication',
        message: SCALE_TICKET_MESSAGES.duplicate,
        details: ['Row 1: Ticket 7 of Lakeside, BOL B, 2026-10-05 already exists'],
      }),
    );
    expect(await screen.findByRole('dialog', { name: SCALE_TICKET_MESSAGES.duplicate })).toBeTruthy();
    expect(screen.getByText('Row 1: Ticket 7 of Lakeside, BOL B, 2026-10-05 already exists')).toBeTruthy();
  });

  it('names any other failure "Error uploading scale ticket"', async () => {
    show(
      'error',
      new ApiError(400, {
        code: 'validation_failed',
        message: 'Invalid body',
        details: [{ field: 'x', message: 'x is wrong' }],
      }),
    );
    expect(await screen.findByRole('dialog', { name: SCALE_TICKET_MESSAGES.uploadFailed })).toBeTruthy();
    expect(screen.getByText('x is wrong')).toBeTruthy();
  });

  it('says the tickets are saved', async () => {
    show('success');
    expect(await screen.findByText(SCALE_TICKET_MESSAGES.saved)).toBeTruthy();
  });
});

import { Notifications } from '@mantine/notifications';
import { SCALE_TICKET_MESSAGES } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { renderWith } from '../../../testing/render';
import { SaveOutcomeModals } from './save-outcome-modals';

const show = (status: 'error' | 'success', error: unknown = null) =>
  renderWith(
    <SaveOutcomeModals status={status} error={error} saved={null} onCloseError={() => {}} onCloseSuccess={() => {}} />,
    { me: null },
  );

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
    renderWith(
      <>
        <Notifications />
        <SaveOutcomeModals
          status="success"
          error={null}
          saved={null}
          onCloseError={() => {}}
          onCloseSuccess={() => {}}
        />
      </>,
      { me: null },
    );
    expect(await screen.findByText(SCALE_TICKET_MESSAGES.saved)).toBeTruthy();
  });

  it('says in a toast, without a modal to close, how many tickets were stored, with a link that opens them', async () => {
    const ready = vi.fn();
    renderWith(
      <>
        <Notifications />
        <SaveOutcomeModals
          status="success"
          error={null}
          saved={{ count: 3214, listPath: '/company/c-1/scale-tickets/2026' }}
          onCloseError={() => {}}
          onCloseSuccess={ready}
        />
      </>,
      { me: null },
    );
    expect(await screen.findByText('Scale tickets successfully saved. 3,214 tickets stored.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View them' }).getAttribute('href')).toBe(
      '/company/c-1/scale-tickets/2026',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ready).toHaveBeenCalledTimes(1);
  });
});

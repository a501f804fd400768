import { TEXTS } from '@portal/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { renderWith } from '../testing/render';
import { LoadFailed, QueryError } from './query-error';

const failure = (status: number) => new ApiError(status, { code: 'x', message: 'x', details: null });
const show = (error: unknown) => renderWith(<QueryError error={error} notFoundText="Thing not found" />, { me: null });

describe('QueryError', () => {
  it('is access denied for 403', () => {
    show(failure(403));
    expect(screen.getByText(TEXTS.accessDenied)).toBeTruthy();
  });
  it('is the not-found text for 404', () => {
    show(failure(404));
    expect(screen.getByRole('alert').textContent).toContain('Thing not found');
  });
  it('is the generic failure otherwise', () => {
    show(failure(500));
    expect(screen.getByRole('alert').textContent).toContain(TEXTS.renderFailed);
  });
  it('offers Retry on a failed load, which reads again; a missing thing has no Retry', () => {
    const retry = vi.fn();
    const { unmount } = renderWith(<QueryError error={failure(500)} notFoundText="Thing not found" onRetry={retry} />, {
      me: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    unmount();
    renderWith(<QueryError error={failure(404)} notFoundText="Thing not found" onRetry={retry} />, { me: null });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
  it('LoadFailed says what failed and offers Retry', () => {
    const retry = vi.fn();
    renderWith(<LoadFailed title="Whoops! Something went wrong loading the contracts." onRetry={retry} />, {
      me: null,
    });
    expect(screen.getByRole('alert').textContent).toContain('Whoops! Something went wrong loading the contracts.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

import { TEXTS } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { renderWith } from '../testing/render';
import { QueryError } from './query-error';

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
});

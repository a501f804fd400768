import { MantineProvider } from '@mantine/core';
import { TEXTS } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { QueryError } from './query-error';

const failure = (status: number) => new ApiError(status, { code: 'x', message: 'x', details: null });
const show = (error: unknown) =>
  render(
    <MantineProvider>
      <QueryError error={error} notFoundText="Thing not found" />
    </MantineProvider>,
  );

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

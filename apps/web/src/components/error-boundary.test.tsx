import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../testing/render';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('kaput');
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Whoops! Something went wrong.' and records a failed_to_load event", () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { me: null },
    );
    expect(screen.getByRole('heading', { name: 'Whoops! Something went wrong.' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/events', expect.objectContaining({ method: 'POST' }));
    const body = JSON.parse(fetchMock.mock.calls[0]![1].body as string);
    expect(body).toMatchObject({ event: 'failed_to_load', message: 'kaput' });
  });
});

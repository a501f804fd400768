import type { ApiErrorBody } from '@portal/domain';

export type { ApiErrorBody };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
  /** Validation details as field → message. */
  get fieldErrors(): Record<string, string> {
    const details = Array.isArray(this.body.details) ? (this.body.details as { field: string; message: string }[]) : [];
    return Object.fromEntries(details.map((d) => [d.field, d.message]));
  }
}

const listeners = new Set<() => void>();
/** Called when any API call answers 401: the session ended, the user is signed out. */
export function onUnauthorized(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const unavailableListeners = new Set<() => void>();
/** Called when any API call answers 503: the portal cannot reach its data (the database is away). */
export function onServiceUnavailable(listener: () => void) {
  unavailableListeners.add(listener);
  return () => {
    unavailableListeners.delete(listener);
  };
}

/** Whether an error is the API's 503: its data cannot be reached for now (try again later). */
export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; query?: Record<string, unknown>; signal?: AbortSignal } = {},
): Promise<T> {
  const url = new URL(path.startsWith('/api') ? path : `/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(init.query ?? {}))
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body !== undefined ? { 'content-type': 'application/json' } : undefined,
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  if (response.status === 204) return undefined as T;
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401) listeners.forEach((l) => l());
    if (response.status === 503) unavailableListeners.forEach((l) => l());
    // Fastify's own 503 while the server shuts down has a string `error`.
    const body: ApiErrorBody =
      typeof data?.error === 'object' && data.error
        ? data.error
        : { code: 'http_error', message: response.statusText, details: null };
    throw new ApiError(response.status, body);
  }
  return data as T;
}

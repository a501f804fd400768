import { versionOfTag, versionTag, type ApiErrorBody, type AppErrorCode } from '@portal/domain';

export type { ApiErrorBody };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

/** Whether an error is the API's answer with this code: what happened is read from the code, never the message. */
export function isApiError(error: unknown, code: AppErrorCode): error is ApiError {
  return error instanceof ApiError && error.body.code === code;
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

export type ApiInit = {
  method?: string;
  body?: unknown;
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  /** The version of the record this write was made on (sent as If-Match): a stale one answers 412. */
  ifMatch?: string;
};

/** A reply with the version of the record it carries (its ETag), for the record's next write. */
export type Versioned<T> = { data: T; version: string | undefined };

async function request<T>(path: string, init: ApiInit): Promise<Versioned<T>> {
  const url = new URL(path.startsWith('/api') ? path : `/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(init.query ?? {}))
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.ifMatch !== undefined) headers['if-match'] = versionTag(init.ifMatch);
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: Object.keys(headers).length ? headers : undefined,
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  const version = versionOfTag(response.headers?.get('etag'));
  if (response.status === 204) return { data: undefined as T, version };
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
  return { data: data as T, version };
}

export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  return (await request<T>(path, init)).data;
}

/** Like api, with the reply's ETag: the version of the record read or written. */
export function apiWithVersion<T>(path: string, init: ApiInit = {}): Promise<Versioned<T>> {
  return request<T>(path, init);
}

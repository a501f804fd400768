import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { syncAttempts } from '../db/schema';
import { webhookHeaders } from './webhook-signature';

/** A fetch failure with its cause (fetch's own message is only 'fetch failed'). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** What the CRM/ERP connector is asked to sync: a company, a contract, … */
export type SyncRequest = {
  /** e.g. 'company' or 'contract' */
  target: string;
  /** the target's business id (a SAP id, a contract id) */
  targetId: string;
  payload: Record<string, unknown>;
  /** the acting user, recorded with each attempt */
  userId?: string | null;
};

/** `error` is safe to show a client (the status, or that the CRM could not be reached); details stay in logs and sync_attempts. */
export type SyncResult = { ok: boolean; statusCode: number | null; attempts: number; error: string | null };

/** What a client may learn of a failed attempt. */
export const UNREACHABLE = 'The CRM could not be reached';

export type Connector = {
  /** Sends one target, retrying failures, and records every attempt in sync_attempts. */
  sync: (request: SyncRequest) => Promise<SyncResult>;
};

export type ConnectorOptions = {
  /** Tries per target (first try included). */
  maxAttempts?: number;
  /** Delay before retry n is backoffMs × 2^(n-1). */
  backoffMs?: number;
  timeoutMs?: number;
};

/** Local status recorded when no endpoint is configured: the sync succeeds on this machine. */
export const LOCAL_STATUS = 200;

/**
 * The CRM/ERP connector of ARCHITECTURE.md. With SYNC_ENDPOINT_URL it POSTs
 * { target, target_id, payload } there as JSON, retrying network errors and 5xx/429 answers;
 * without it every sync is recorded and succeeds locally.
 */
export function createConnector(
  config: Pick<Config, 'syncEndpointUrl' | 'webhookSecret'>,
  db: Db,
  log: FastifyBaseLogger,
  options: ConnectorOptions = {},
): Connector {
  const { maxAttempts = 3, backoffMs = 500, timeoutMs = 10_000 } = options;
  const endpoint = config.syncEndpointUrl;

  async function record(
    request: SyncRequest,
    attempt: number,
    statusCode: number | null,
    ok: boolean,
    error: string | null,
  ) {
    await db.insert(syncAttempts).values({
      target: request.target,
      targetId: request.targetId,
      payload: request.payload,
      attempt,
      userId: request.userId ?? null,
      statusCode,
      ok,
      error,
    });
  }

  type Attempt = { statusCode: number | null; error: string | null; detail: string | null };

  async function post(request: SyncRequest): Promise<Attempt> {
    const body = JSON.stringify({ target: request.target, target_id: request.targetId, payload: request.payload });
    try {
      const response = await fetch(endpoint!, {
        method: 'POST',
        headers: webhookHeaders(config.webhookSecret, body),
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      const error = response.ok ? null : `Endpoint answered ${response.status}`;
      return { statusCode: response.status, error, detail: error };
    } catch (error) {
      return { statusCode: null, error: UNREACHABLE, detail: describe(error) };
    }
  }

  return {
    async sync(request) {
      if (!endpoint) {
        await record(request, 1, LOCAL_STATUS, true, null);
        return { ok: true, statusCode: LOCAL_STATUS, attempts: 1, error: null };
      }
      let last: Attempt = { statusCode: null, error: null, detail: null };
      for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
        last = await post(request);
        const ok = last.error === null;
        await record(request, attempt, last.statusCode, ok, last.detail);
        if (ok) return { ok, statusCode: last.statusCode, attempts: attempt, error: null };
        const retryable = last.statusCode === null || last.statusCode >= 500 || last.statusCode === 429;
        log.warn(
          { target: request.target, targetId: request.targetId, attempt, error: last.detail },
          'sync attempt failed',
        );
        if (!retryable) return { ok: false, statusCode: last.statusCode, attempts: attempt, error: last.error };
        if (attempt < maxAttempts) await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (attempt - 1)));
      }
      return { ok: false, statusCode: last.statusCode, attempts: maxAttempts, error: last.error };
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { syncAttempts } from '../db/schema';

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

export type SyncResult = { ok: boolean; statusCode: number | null; attempts: number; error: string | null };

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
  config: Pick<Config, 'syncEndpointUrl'>,
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

  async function post(request: SyncRequest): Promise<{ statusCode: number | null; error: string | null }> {
    try {
      const response = await fetch(endpoint!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ target: request.target, target_id: request.targetId, payload: request.payload }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      return { statusCode: response.status, error: response.ok ? null : `Endpoint answered ${response.status}` };
    } catch (error) {
      return { statusCode: null, error: error instanceof Error ? error.message : String(error) };
    }
  }

  return {
    async sync(request) {
      if (!endpoint) {
        await record(request, 1, LOCAL_STATUS, true, null);
        return { ok: true, statusCode: LOCAL_STATUS, attempts: 1, error: null };
      }
      let last = { statusCode: null as number | null, error: null as string | null };
      for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
        last = await post(request);
        const ok = last.error === null;
        await record(request, attempt, last.statusCode, ok, last.error);
        if (ok) return { ok, statusCode: last.statusCode, attempts: attempt, error: null };
        const retryable = last.statusCode === null || last.statusCode >= 500 || last.statusCode === 429;
        log.warn(
          { target: request.target, targetId: request.targetId, attempt, error: last.error },
          'sync attempt failed',
        );
        if (!retryable) return { ok: false, statusCode: last.statusCode, attempts: attempt, error: last.error };
        if (attempt < maxAttempts) await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (attempt - 1)));
      }
      return { ok: false, statusCode: last.statusCode, attempts: maxAttempts, error: last.error };
    },
  };
}

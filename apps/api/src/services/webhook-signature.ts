import { createHmac } from 'node:crypto';

/**
 * Outbound webhooks (CRM sync, SMS) are signed so receivers can tell them from forgeries:
 * X-Portal-Timestamp is the Unix time in seconds and X-Portal-Signature is
 * `sha256=` + hex HMAC-SHA256(WEBHOOK_SECRET, `${timestamp}.${body}`). Receivers should also refuse
 * timestamps more than a few minutes old.
 */
export const SIGNATURE_HEADER = 'x-portal-signature';
export const TIMESTAMP_HEADER = 'x-portal-timestamp';

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Headers of a JSON webhook POST: signed when a secret is configured. */
export function webhookHeaders(secret: string | undefined, body: string, now = Date.now()): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (!secret) return headers;
  const timestamp = String(Math.floor(now / 1000));
  return { ...headers, [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body) };
}

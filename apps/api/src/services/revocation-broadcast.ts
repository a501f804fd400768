import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { SessionRevocations } from '../plugins/session-cache';

const CHANNEL = 'portal_session_revocations';

/**
 * A session ended on one API instance (sign-out, password reset, revocation) ends on every other
 * within a moment: each instance sends its revocations with NOTIFY and LISTENs for the others', so none
 * keeps trusting a cookie copy or a remembered cookie of an ended session for the caches' lifetimes.
 * After its listening connection was lost, an instance checks every session again.
 */
export async function broadcastRevocations(
  database: Database,
  revocations: SessionRevocations,
  log: FastifyBaseLogger,
): Promise<SessionRevocations> {
  const instance = randomUUID();
  await database.listen(
    CHANNEL,
    (payload) => {
      const [sender, userId] = payload.split(' ');
      if (sender !== instance && userId) revocations.revoke(userId);
    },
    () => revocations.revokeAll(),
  );
  return {
    ...revocations,
    async revoke(userId: string) {
      revocations.revoke(userId);
      await database.db
        .execute(sql`select pg_notify(${CHANNEL}, ${`${instance} ${userId}`})`)
        .catch((error: unknown) => log.error({ err: error }, 'could not tell the other instances of an ended session'));
    },
  };
}

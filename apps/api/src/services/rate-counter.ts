import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

/** A key's count in its current window and when that window ends (epoch ms). */
export type Count = { count: number; resetAt: number };

/**
 * Fixed-window counters in the `rate_limits` table (Better Auth's limiter table; our keys carry their
 * own prefixes), so every API instance on one database shares them. For our keys `last_request` holds
 * the start of the window.
 */
export function rateCounter(db: Db) {
  return {
    /** Adds one to the key's window (a new window when the last one ended) in one atomic statement. */
    async hit(key: string, windowMs: number, now = Date.now()): Promise<Count> {
      const expired = sql`${rateLimits.lastRequest} <= ${now - windowMs}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            lastRequest: sql`case when ${expired} then ${now} else ${rateLimits.lastRequest} end`,
          },
        })
        .returning({ count: rateLimits.count, start: rateLimits.lastRequest });
      return { count: row!.count, resetAt: row!.start + windowMs };
    },

    /**
     * Starts a new window of the key now, unless its current one is younger than windowMs: true when
     * this call started it. Of concurrent claims of one expired key only one wins.
     */
    async claim(key: string, windowMs: number, now = Date.now()): Promise<boolean> {
      const rows = await db
        .insert(rateLimits)
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count: 1, lastRequest: now },
          setWhere: sql`${rateLimits.lastRequest} <= ${now - windowMs}`,
        })
        .returning({ key: rateLimits.key });
      return rows.length > 0;
    },

    /** The key's count in its current window (0 when none). */
    async read(key: string, windowMs: number, now = Date.now()): Promise<Count> {
      const [row] = await db
        .select({ count: rateLimits.count, start: rateLimits.lastRequest })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.lastRequest, now - windowMs)));
      return row ? { count: row.count, resetAt: row.start + windowMs } : { count: 0, resetAt: now };
    },

    /** Takes back one hit (an attempt that turned out not to count). */
    async release(key: string) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },

    async clear(key: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export type RateCounter = ReturnType<typeof rateCounter>;

import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

/** Records a sign-in: an account that has signed in keeps its credential when it is invited. */
export async function markSignedIn(db: Db, userId: string) {
  await db.update(users).set({ signedInAt: new Date() }).where(eq(users.id, userId));
}

/** Ends the user's oldest sessions beyond the newest `keep` (each sign-in writes one): how many it ended. */
export async function trimSessions(db: Db, userId: string, keep: number): Promise<number> {
  const newest = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(keep);
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), notInArray(sessions.id, newest)))
    .returning({ id: sessions.id });
  return ended.length;
}

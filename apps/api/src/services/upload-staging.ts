import { UPLOAD_SESSION_LIMITS } from '@portal/domain';
import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { uploadSessionChunks, uploadSessions } from '../db/schema';

export type UploadSession = typeof uploadSessions.$inferSelect;

/** Removes every expired session with its staged chunks: an abandoned upload leaves nothing behind. */
export async function purgeExpiredUploads(tx: Tx): Promise<void> {
  await tx.delete(uploadSessions).where(lt(uploadSessions.expiresAt, sql`now()`));
}

export async function countOpenUploads(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(uploadSessions).where(eq(uploadSessions.userId, userId));
  return row?.n ?? 0;
}

export async function openUpload(
  tx: Tx,
  session: Pick<UploadSession, 'userId' | 'kind' | 'productionPlanId' | 'totalRows' | 'chunkRows'>,
): Promise<UploadSession> {
  const [row] = await tx
    .insert(uploadSessions)
    .values({ ...session, expiresAt: new Date(Date.now() + UPLOAD_SESSION_LIMITS.ttlMinutes * 60_000) })
    .returning();
  return row!;
}

/**
 * The user's unexpired session of this kind, or undefined. With `lock`, the row is held until the
 * transaction ends, so two commits of one upload cannot both store it.
 */
export async function findUpload(
  tx: Tx,
  uploadId: string,
  userId: string,
  kind: string,
  lock = false,
): Promise<UploadSession | undefined> {
  const query = tx
    .select()
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.uploadId, uploadId),
        eq(uploadSessions.userId, userId),
        eq(uploadSessions.kind, kind),
        sql`${uploadSessions.expiresAt} > now()`,
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Stages one chunk (a resent chunk replaces itself); returns the rows staged so far. */
export async function stageChunk(tx: Tx, uploadId: string, index: number, rows: unknown[]): Promise<number> {
  await tx
    .insert(uploadSessionChunks)
    .values({ uploadId, chunkIndex: index, rowCount: rows.length, rows })
    .onConflictDoUpdate({
      target: [uploadSessionChunks.uploadId, uploadSessionChunks.chunkIndex],
      set: { rowCount: rows.length, rows },
    });
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${uploadSessionChunks.rowCount}), 0)`.mapWith(Number) })
    .from(uploadSessionChunks)
    .where(eq(uploadSessionChunks.uploadId, uploadId));
  return row?.n ?? 0;
}

/** The staged chunks' indexes and sizes, without their rows. */
export function stagedChunks(tx: Tx, uploadId: string): Promise<{ index: number; rows: number }[]> {
  return tx
    .select({ index: uploadSessionChunks.chunkIndex, rows: uploadSessionChunks.rowCount })
    .from(uploadSessionChunks)
    .where(eq(uploadSessionChunks.uploadId, uploadId));
}

/** Every staged row, in chunk order. */
export async function stagedRows(tx: Tx, uploadId: string): Promise<unknown[]> {
  const chunks = await tx
    .select({ rows: uploadSessionChunks.rows })
    .from(uploadSessionChunks)
    .where(eq(uploadSessionChunks.uploadId, uploadId))
    .orderBy(asc(uploadSessionChunks.chunkIndex));
  return chunks.flatMap((chunk) => chunk.rows);
}

/** Drops a session and its chunks; returns whether there was one. */
export async function closeUpload(tx: Tx, uploadId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(uploadSessions)
    .where(and(eq(uploadSessions.uploadId, uploadId), eq(uploadSessions.userId, userId)))
    .returning({ id: uploadSessions.uploadId });
  return rows.length > 0;
}

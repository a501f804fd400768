/** A unique violation (PostgreSQL 23505) from either driver, however drizzle wraps it; optionally of one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown; message?: string } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505')
      return !constraint || e.constraint === constraint || String(e.message ?? '').includes(constraint);
  }
  return false;
}

import { z } from 'zod';

/** One field of a record as it was and as it became; values as stored (labels are the screen's job). */
export const fieldChangeSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose values differ between two versions of a record, in the order of `after`'s keys
 * (then the keys only `before` has). Audit rows keep these under `details.changes`.
 */
export function diffChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  ignore: readonly string[] = [],
): FieldChange[] {
  const from = before ?? {};
  const to = after ?? {};
  const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])].filter((field) => !ignore.includes(field));
  return fields
    .filter((field) => !same(from[field], to[field]))
    .map((field) => ({ field, from: from[field] ?? null, to: to[field] ?? null }));
}

/** One entry of a record's history, newest first on every History panel and the audit log. */
export const recordHistoryEntrySchema = z.object({
  audit_id: z.string(),
  at: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  changes: z.array(fieldChangeSchema),
});
export type RecordHistoryEntry = z.infer<typeof recordHistoryEntrySchema>;
